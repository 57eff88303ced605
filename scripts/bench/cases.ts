/**
 * The cases of `/` the bench measures in Chromium, each in a fresh browser context (no remembered flags unless the
 * case sets one), each with the dialog it must show, so a measurement of another case than the one named fails.
 */
import { LOCAL_KEYS } from '../../domain/deviceStorage';
import { KARI, OLA } from '../../server/db/demo';
import type { BudgetKey } from './budgets';

export interface HomeCase {
  key: Exclude<BudgetKey, 'manifest'>;
  label: string;
  /** Logged in through the test e-ID as this demo customer; anonymous without. */
  ssn?: string;
  /** localStorage set before the page's scripts run. */
  storage?: Record<string, string>;
  /** The accessible name of the dialog open once the page is idle; null: none. */
  dialog: string | null;
}

export const HOME_CASES: readonly HomeCase[] = [
  { key: 'anonymous', label: 'anonymous', dialog: null },
  {
    key: 'returning',
    label: 'logged in, returning',
    // Kari has consented; her draft reminder was dismissed on an earlier visit, so no home dialog is due.
    ssn: KARI.ssn,
    storage: { [LOCAL_KEYS.draftReminderDismissed]: 'true' },
    dialog: null,
  },
  {
    key: 'draftReminder',
    label: 'logged in, first visit (draft reminder due)',
    // Kari's first visit on this device: her one draft is counted and the reminder opens (SPEC §2, its title for one draft).
    ssn: KARI.ssn,
    dialog: 'Du har en skademelding som ikke er sendt inn',
  },
  {
    key: 'consent',
    label: 'logged in, first visit (consent dialog due)',
    // Ola has no consent recorded (server/db/demo.ts) and none is remembered on a fresh device: the consent dialog
    // opens (needsConsent in machines/homeDialogRules.ts), with the homeModals machine. He has no drafts.
    ssn: OLA.ssn,
    dialog: 'Samtykke til digital kommunikasjon',
  },
];
