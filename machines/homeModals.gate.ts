import type { HomeModalsInput } from './homeModals.machine';

/**
 * Whether the homeModals machine can show a dialog for this input, answered without starting it (and without
 * xstate): the consent modal's `needsConsent`, or a draft reminder not dismissed before (whether there are drafts
 * is the reminder's own question). The app loads the dialogs and their machines only when this is true, so a
 * home page that can show none loads none of their code. tests/machines/homeModals.model.test.ts checks that
 * the machine agrees for every input.
 */
export function homeModalsMayShow(input: Omit<HomeModalsInput, 'userId'>): boolean {
  const needsConsent = !input.consentToFurtherInformation && !input.alreadyConsented;
  return needsConsent || !input.alreadyDismissed;
}
