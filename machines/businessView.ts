/**
 * A flow's business view: the words on its buttons, its exits and its leave dialog, as the screens show them, for
 * its business overview and step diagrams (scripts/diagrams/business.ts) and the flow explorer. Everything else in
 * those drawings comes from the machine.
 *
 * Each flow of the registry (domain/flows.ts `FLOWS`) has one, in `machines/<id>.businessView.ts` beside its machine
 * and glossary, exporting `<id>BusinessView` (`cancellationBusinessView`). `npm run diagrams` finds them by that name
 * (scripts/diagrams/generate.ts `findBusinessViews`) and fails naming the file of a flow that has none; no list
 * names them. Type it with `satisfies BusinessViewOf<typeof xMachine>`: the compiler then names a button of an
 * event, or an exit action, the machine does not have. The words themselves are checked against the views' texts
 * (tests/machines/diagrams.business.test.ts): machines/ may not import src/, so they are written here.
 */
import type { AnyStateMachine } from 'xstate';
import type { GlossaryOf } from './glossary';
import type { RuleInWords } from '../domain/schemas/ruleWords';

export interface BusinessView {
  /** The machine's id. */
  machineId: string;
  /** The flow's name as the customer knows it. */
  title: string;
  /** The button of each customer event, as on screen; `steps` names it where a step says otherwise. */
  buttons: Record<string, string>;
  stepButtons?: Record<string, Record<string, string>>;
  /** What the customer does that is no button on the screen (a key, a click beside a dialog, a tick), in words. */
  gestures?: Record<string, string>;
  /** Where a step's button reads otherwise for a visitor who is not logged in (the explorer's screens). */
  anonymousStepButtons?: Record<string, Record<string, string>>;
  /** Actions that take the customer out of the flow (its exits). */
  exitActions: string[];
  /** Where an exit action's `to` parameter takes the customer, in words (one box each); else one box for all. */
  exitPlaces?: Record<string, string>;
  /** Its pages that are no step, by the names their headings give them (./flowKit/endNames.ts). */
  endNames?: Readonly<Record<string, string>>;
  /** Leaving the flow's area asks first: the dialog's question and its two buttons. */
  leaveDialog?: { title: string; stay: string; leave: string };
  /** Each step's rules in words, read from the flow's rule tables (domain/schemas/ruleWords.ts): the step drawings list them. */
  rules?: Readonly<Record<string, readonly RuleInWords[]>>;
  /** When a step shows a question whose rule holds whatever is shown, in words (domain/stepQuestions.ts `shownWhenInWords`). */
  shownWhen?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Where the portal departs on purpose from the specification, in the business reader's words (never a section
   * number): the flow's overview draws each as a note «Bevisst avvik fra spesifikasjonen: …», tied to the box it
   * concerns (`at`: a state's id, or `start` for where the flow opens). Written here, not on the machine: the
   * words are for the drawings only and must not weigh on the app's first load (the home page's dialogs).
   */
  departures?: readonly { at: string; nb: string }[];
}

type EventName<M extends AnyStateMachine> = keyof GlossaryOf<M>['events'] & string;
type ActionName<M extends AnyStateMachine> = keyof GlossaryOf<M>['actions'] & string;
type Buttons<M extends AnyStateMachine> = Partial<Record<EventName<M>, string>>;

/** A business view whose buttons and exit actions are the machine's own events and actions. */
export type BusinessViewOf<M extends AnyStateMachine> = Omit<BusinessView, 'buttons' | 'stepButtons' | 'anonymousStepButtons' | 'exitActions'> & {
  buttons: Buttons<M>;
  stepButtons?: Record<string, Buttons<M>>;
  anonymousStepButtons?: Record<string, Buttons<M>>;
  exitActions: ActionName<M>[];
};

/** `cancellation` → `cancellationBusinessView`, the export of `machines/cancellation.businessView.ts`. */
export const businessViewExportName = (machineId: string) => `${machineId}BusinessView`;

/** The name of a machine's business overview (scripts/diagrams/business.ts, businessDialogs.ts); its drawing is `<name>.svg` in docs/machines/. */
export const businessOverviewName = (machineId: string) => `${machineId}.business`;

/** The file of a machine's business overview: the explorer opens it in full size. */
export const businessOverviewFile = (machineId: string) => `${businessOverviewName(machineId)}.svg`;

/** The file of a step's business diagram (scripts/diagrams/businessStep.ts, in docs/machines/): the overview's boxes and the explorer link to it. */
export const stepDiagramFile = (machineId: string, step: string) => `${machineId}.${step}.business.svg`;
