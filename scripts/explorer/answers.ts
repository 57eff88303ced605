/**
 * What the flow explorer puts in place of the customer's typing and of the server: the analyst's answers.
 * The machines run as they are; only the guards that read what was typed (is this step complete, did
 * anything change, is this a housing cooperative's insurance) and the actors that call the server are
 * replaced, by these answers (./flows.ts).
 */

/** A decision the analyst makes: a yes/no, or one of a few outcomes. */
export interface Choice {
  key: string;
  /** What the analyst is asked, in plain English. */
  label: string;
  initial: boolean | string;
  /** For a choice between outcomes (a radio group); none for a yes/no (a checkbox). */
  options?: { value: string; label: string }[];
  /** When it matters: at the start (restart to apply) or at any time. */
  when: 'start' | 'any time';
}

export interface Answers {
  /** The customer filled the step in correctly: NESTE goes on (the step's rules pass). */
  filledIn(step: string): boolean;
  /** The step was complete when the flow opened or the URL asked for a step (where the flow opens, which URL is let in). */
  complete(step: string): boolean;
  choice(key: string): boolean | string;
}

/** What the app would do outside the machine: the explorer shows it. */
export interface Effects {
  /** A line in the explorer's log (a toast, a call, an error logged). */
  log(text: string): void;
  /** The customer left the flow. */
  exit(text: string): void;
  /** The customer went to the e-ID login, outside the portal. */
  signIn(): void;
  /** The purchase form was kept in the tab (session storage). */
  storeForm(form: unknown): void;
}

/**
 * The answers of an explorer session: the choices as the analyst set them, and which steps the customer
 * filled in. A step counts as filled in once shown, unless the analyst says it is not.
 */
export class AnalystAnswers implements Answers {
  readonly values: Record<string, boolean | string>;
  private readonly filled = new Set<string>();
  private readonly decided = new Set<string>();

  constructor(choices: Choice[]) {
    this.values = Object.fromEntries(choices.map((c) => [c.key, c.initial]));
  }

  filledIn = (step: string) => this.filled.has(step);
  complete = (step: string) => this.filled.has(step);
  choice = (key: string) => this.values[key] ?? false;

  /** The step is on screen: the customer fills it in, unless the analyst decided otherwise. */
  shown(step: string) {
    if (this.decided.has(step)) return;
    this.decided.add(step);
    this.filled.add(step);
  }

  setFilledIn(step: string, yes: boolean) {
    this.decided.add(step);
    if (yes) this.filled.add(step);
    else this.filled.delete(step);
  }

  /** A new customer: nothing filled in. */
  forgetSteps() {
    this.filled.clear();
    this.decided.clear();
  }
}

/**
 * The answers for example journeys (./journeys.ts): a new customer who fills every step in, with the given
 * choices. Nothing is complete when the flow opens, so it opens at step 1.
 */
export const journeyAnswers = (choices: Choice[], set: Record<string, boolean | string>): Answers => {
  const values = { ...Object.fromEntries(choices.map((c) => [c.key, c.initial])), ...set };
  return { filledIn: () => true, complete: () => false, choice: (key) => values[key] ?? false };
};
