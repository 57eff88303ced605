/**
 * One ordered list of a flow's steps (the damage report's, the purchase wizard's, any new flow's): the one
 * source of the machine's step states and their NESTE/TILBAKE targets, the URL of each step, the heading
 * "Steg N av M: heading" and the header's "n/M".
 *
 * A step is complete when its rules pass (each flow's schemas in domain/schemas/ say which: `isStepValid`).
 * The list does not import the rules (they import the list); the helpers that need them take them as
 * `isComplete` / `canEnter`.
 */
export interface FlowStep<TName extends string = string> {
  /** The machine state's id and the view's key: Norwegian, as the URL shows it (`rolle`, `startdato`). */
  name: TName;
  /** The step's address: `/meld-skade/rolle`, `/kjop-forsikring?steg=adresse`. */
  route: string;
  /** "N" of "Steg N av M" (two steps may share one, as in the damage report). */
  number: number;
  heading: string;
  /** The short text under the heading, where the step has one (the static shell paints it too). */
  intro?: string;
}

export interface StepList<TSteps extends readonly FlowStep[], TName extends string = TSteps[number]['name'], TStep = TSteps[number]> {
  /** The steps in flow order. */
  readonly all: TSteps;
  readonly names: readonly TName[];
  /** "M" of "Steg N av M". */
  readonly count: number;
  info(name: TName): TStep;
  /** The step after `name`, or null on the last. */
  next(name: TName): TName | null;
  /** The step before `name`, or null on the first (TILBAKE then leaves the flow, or is not offered). */
  previous(name: TName): TName | null;
  /** The steps before `name`, in order. */
  before(name: TName): readonly TName[];
  isName(value: unknown): value is TName;
  /** The step whose route is exactly `route`, else null. */
  atRoute(route: string): TName | null;
  /** A step may be entered when every earlier step is complete. */
  allBeforeComplete(name: TName, isComplete: (step: TName) => boolean): boolean;
  /** The furthest step up to `target` that `canEnter` lets in (the first step always). */
  furthestUpTo(target: TName, canEnter: (step: TName) => boolean): TName;
}

/** What a step's header needs of the flow's step list: its "N" and heading, and "M" (the app's and the static shell's). */
export interface StepHeadings<TStep extends string = string> {
  readonly count: number;
  info(name: TStep): { number: number; heading: string };
}

/** The list's helpers for `steps`; `count` is "M" of "Steg N av M" (default: the number of steps). */
export function stepList<const TSteps extends readonly FlowStep[]>(
  steps: TSteps,
  count: number = steps.length,
): StepList<TSteps> {
  type Name = TSteps[number]['name'];
  type Step = TSteps[number];
  const names: readonly Name[] = steps.map((s) => s.name as Name);
  const indexOf = (name: Name) => names.indexOf(name);
  return {
    all: steps,
    names,
    count,
    info: (name) => steps.find((s) => s.name === name)! as Step,
    next: (name) => names[indexOf(name) + 1] ?? null,
    previous: (name) => (indexOf(name) > 0 ? names[indexOf(name) - 1]! : null),
    before: (name) => names.slice(0, indexOf(name)),
    isName: (value): value is Name => typeof value === 'string' && (names as readonly string[]).includes(value),
    atRoute: (route) => (steps.find((s) => s.route === route)?.name as Name | undefined) ?? null,
    allBeforeComplete: (name, isComplete) => names.slice(0, indexOf(name)).every(isComplete),
    furthestUpTo: (target, canEnter) =>
      [...names.slice(0, indexOf(target) + 1)].reverse().find(canEnter) ?? names[0]!,
  };
}

/**
 * A `query`-style flow's route `validateSearch` (domain/flows.ts): keeps `?{param}=` when it names a step of the
 * list, drops everything else (a malformed query string never crashes the page).
 */
export const stepSearch =
  <TName extends string>(steps: Pick<StepList<readonly FlowStep<TName>[]>, 'isName'>, param: string) =>
  (search: Record<string, unknown>): Partial<Record<string, TName>> =>
    steps.isName(search[param]) ? { [param]: search[param] } : {};
