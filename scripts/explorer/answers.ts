/**
 * What the flow explorer puts in place of the server: the analyst's answers. The machines run as they are, with
 * their own rules; only the actors that call the server are replaced, and they answer as chosen here (./flows/<id>.ts).
 */
import type { PurchaseForm } from '../../domain/purchaseForm';
import type { ToastOfFlow } from '../../src/features/damageReport/toasts';
import type { MoveGroup } from '../diagrams/happenings';

/** A decision the analyst makes: a yes/no, or one of a few outcomes. */
export interface Choice {
  key: string;
  /** What the analyst is asked, in bokmål. */
  label: string;
  initial: boolean | string;
  /** For a choice between outcomes (a radio group); none for a yes/no (a checkbox). */
  options?: { value: string; label: string }[];
  /** When it matters: at the start (start again to apply) or at any time. */
  when: 'start' | 'any time';
  /** Whose it is, as the choices are grouped: what the customer has, the server's answer (the default), the device's. */
  group?: MoveGroup;
}

export interface Answers {
  choice(key: string): boolean | string;
}

/** What the app does outside the machine, done or told by the explorer. */
export interface Effects {
  /** A line in the flow's log, in the customer's words. */
  log(text: string): void;
  /** A toast, as the app shows it. */
  toast(toast: ToastOfFlow): void;
  /** A move out of the flow through the shell's navigation (the leave guard may ask first). */
  navigate(to: string): void;
  /** The tab goes to the e-ID login, outside the portal. */
  signIn(): void;
  /** The purchase form is kept in the tab (session storage) for the return from the e-ID login; null deletes it. */
  storeForm(form: PurchaseForm | null): void;
}

/** The analyst's answers for one flow: the choices as set now (plus what the explorer sets, such as `savedAt`). */
export class AnalystAnswers implements Answers {
  readonly values: Record<string, boolean | string>;

  constructor(choices: Choice[]) {
    this.values = Object.fromEntries(choices.map((c) => [c.key, c.initial]));
  }

  choice = (key: string) => this.values[key] ?? false;
}

/** The answers of an example journey (./journeys.ts): the choices as they start, with the journey's own. */
export const journeyAnswers = (choices: Choice[], set: Record<string, boolean | string>): Answers => {
  const values = { ...Object.fromEntries(choices.map((c) => [c.key, c.initial])), ...set };
  return { choice: (key) => values[key] ?? false };
};
