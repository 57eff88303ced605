import { needsConsent, remindsOfDrafts } from './homeDialogRules';
import type { HomeModalsInput } from './homeModals.machine';

export type HomeModalsFacts = Omit<HomeModalsInput, 'userId'>;

/**
 * The first dialog the homeModals machine shows for these facts, answered without starting it (and without
 * xstate): the consent modal, else the draft reminder, else none, by the machines' own rules (./homeDialogRules.ts).
 * The app loads a dialog's code only when it is due: the consent modal with the homeModals machine (the reminder
 * may follow it), the draft reminder alone otherwise. tests/machines/homeModals.model.test.ts checks that the machine agrees for every input.
 */
export function firstHomeDialog(facts: HomeModalsFacts): 'consent' | 'draftReminder' | undefined {
  if (needsConsent(facts)) return 'consent';
  if (remindsOfDrafts(facts)) return 'draftReminder';
  return undefined;
}
