/**
 * A flow declared once (issue 47): its id and title, where it lives and how its steps sit in the URL, who may open
 * it, its steps in order and its pages that are not steps. Everything else is derived from the declaration: each
 * step's route and number ("Steg N av M"), the path helper (./flowHref.ts), the route options (src/routing/flowRouteOptions.ts),
 * the routing of the machine's pages (src/routing/stepRouting.ts), the shell's header and titles, the static shell,
 * the diagrams and the explorer (domain/flows.ts lists the declarations).
 *
 * What each step asks is declared beside it, in a module of its own (./stepQuestions.ts, domain/<flow>Questions.ts),
 * which the flow's machine and views load and the first load does not: each field by its name in the flow's valibot
 * rule table (domain/schemas/, which stays the source of its rules and messages), with its question as the form
 * shows it. Where each step goes, and its dead ends, are drawn in its machine (machines/<flow>.machine.ts), whose
 * step states come from `steps` and carry each step's questions (`meta.asks`) to the drawings.
 */
import { stepList, stepSearch, type FlowStep, type StepList } from './flowSteps';

/** A step as the flow declares it: its route and number are derived. */
export interface DeclaredStep<TName extends string = string> {
  /** The machine state's id, the view's key and the step's word in the URL: Norwegian (`rolle`, `startdato`). */
  name: TName;
  heading: string;
  /** The short text under the heading, where the step has one (the static shell paints it too). */
  intro?: string;
}

/** One number of "Steg N av M": a step, or several pages that share it (the damage report's «Hvor er skaden?» and «Hvor er du forsikret?»). */
type StepGroup = DeclaredStep | readonly DeclaredStep[];

type GroupNames<G> = G extends readonly DeclaredStep[] ? G[number]['name'] : G extends DeclaredStep ? G['name'] : never;
type StepNames<TGroups extends readonly StepGroup[]> = GroupNames<TGroups[number]>;

export interface FlowDeclarationInput<TId extends string, TGroups extends readonly StepGroup[], TEnd extends string> {
  id: TId;
  /** What the customer calls it. */
  title: string;
  /** The title of its pages (document.title, the header on a phone), when it is not `title`. */
  pageTitle?: string;
  /** Where it lives: this path and every path below it; a `$name` segment stands for any one (an agreement's id). */
  area: string;
  /**
   * How the steps sit in the URL: `path`, a route per step (`/meld-skade/rolle`); `{ query }`, one route with the step
   * in a query parameter (`/kjop-forsikring?steg=adresse`), the style for new flows.
   */
  urls: 'path' | { query: string };
  /** `customer`: a logged-in customer only (an anonymous visitor goes to /); `anyone`: visitors too. */
  access: 'customer' | 'anyone';
  /** Where a new customer starts it, below the area ('' or none: the area itself). */
  start?: string;
  /** The steps in order: an array of several is one number shared by those pages. */
  steps: TGroups;
  /**
   * The pages that are not steps, by the machine's page name: their path below the area. '' is the area itself: a
   * page that says why the flow stops (a dead end) where no step is asked for.
   */
  ends: Readonly<Record<TEnd, string>>;
}

export interface FlowDeclaration<TId extends string = string, TStep extends string = string, TEnd extends string = string> {
  readonly id: TId;
  readonly title: string;
  readonly pageTitle?: string | undefined;
  readonly area: string;
  /** Where a new customer starts it (with the area's `$name` segments). */
  readonly startHref: string;
  /** The query parameter that names the step (`query` style); none: a route per step (`path` style). */
  readonly stepParam?: string | undefined;
  /** Only for a logged-in customer. */
  readonly loggedInOnly: boolean;
  readonly steps: StepList<readonly FlowStep<TStep>[]>;
  /** The pages that are not steps: their paths (with the area's `$name` segments). */
  readonly ends: Readonly<Record<TEnd, string>>;
}

export function declareFlow<const TId extends string, const TGroups extends readonly StepGroup[], const TEnd extends string>(
  declaration: FlowDeclarationInput<TId, TGroups, TEnd>,
): FlowDeclaration<TId, StepNames<TGroups>, TEnd> {
  const { urls, access, start, ends, steps: groups, ...named } = declaration;
  const stepParam = urls === 'path' ? undefined : urls.query;
  const below = (path: string | undefined) => (path ? `${named.area}/${path}` : named.area);
  const steps = groups.flatMap((group, index) =>
    [group].flat().map((step) => ({
      ...step,
      route: stepParam ? `${named.area}?${stepParam}=${step.name}` : below(step.name),
      number: index + 1,
    })),
  ) as unknown as readonly FlowStep<StepNames<TGroups>>[];
  return {
    ...named,
    startHref: below(start),
    stepParam,
    loggedInOnly: access === 'customer',
    steps: stepList(steps, groups.length),
    ends: Object.fromEntries(Object.entries<string>(ends).map(([page, path]) => [page, below(path)])) as Record<TEnd, string>,
  };
}

/*
 * What is derived on demand, apart from the declaration: the shell's first load carries the declarations (domain/flows.ts),
 * not these.
 */

/** The route's `validateSearch`: keeps `?{stepParam}=` when it names a step (`query` style), drops the rest. */
export const flowSearch = <TStep extends string>(flow: FlowDeclaration<string, TStep>) =>
  flow.stepParam === undefined ? (): Partial<Record<string, TStep>> => ({}) : stepSearch(flow.steps, flow.stepParam);
