import { reminderDismissedBefore } from '../../../machines/homeDialogRules';
import { firstHomeDialog } from '../../../machines/homeModals.gate';
import type { HomeModalsInput } from '../../../machines/homeModals.machine';
import type { User } from '../../../domain/types';
import { getDraftCount } from '../../api/getDraftCount';
import { CONSENTED_KEY, DRAFT_REMINDER_DISMISSED_KEY, readFlag } from './effects';

export interface DueHomeDialogs {
  /** The dialog that opens first (firstHomeDialog): it decides which code the page loads. */
  first: 'consent' | 'draftReminder';
  /** What the homeModals machine (or the draft reminder's machine alone) starts from. */
  input: HomeModalsInput;
}

/**
 * What the home page's dialogs start from: the user's consent, the two remembered local-storage flags and, unless
 * the reminder was dismissed before, the number of drafts (a failed read counts none: no reminder, as before).
 * undefined when no dialog is due, so the page loads none of their code.
 */
export async function dueHomeDialogs(user: User): Promise<DueHomeDialogs | undefined> {
  const alreadyDismissed = readFlag(DRAFT_REMINDER_DISMISSED_KEY);
  // A reminder closed before stays away: the drafts need not be counted.
  const draftCount = reminderDismissedBefore({ alreadyDismissed }) ? 0 : await getDraftCount(user.id).catch(() => 0);
  const input: HomeModalsInput = {
    userId: user.id,
    consentToFurtherInformation: user.consentToFurtherInformation,
    alreadyConsented: readFlag(CONSENTED_KEY),
    alreadyDismissed,
    draftCount,
  };
  const first = firstHomeDialog(input);
  return first ? { first, input } : undefined;
}
