/**
 * The logged-in home page's dialogs in the explorer: the analyst's choices of what the customer has (consented
 * before, dismissed the reminder before, drafts not sent in, a failing save), and the real home modals machine
 * (machines/homeModals.machine.ts, with the consent dialog's and the reminder's) with stand-ins for the server and the
 * browser's memory, which remember as the portal does: a consent saved, or a reminder closed, does not come back.
 */
import { fromPromise } from 'xstate';
import { consentModalMachine } from '../../machines/consentModal.machine';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import { homeModalsMachine, type HomeModalsInput } from '../../machines/homeModals.machine';
import { CALL_MS, REFUSED_WORDS } from './explorerFlow';

export interface HomeChoices {
  /** The customer has consented to digital contact (in the profile). */
  consented: boolean;
  /** The reminder was closed before in this browser. */
  dismissedBefore: boolean;
  /** Damage reports not sent in. */
  drafts: number;
  /** The server refuses to save the consent. */
  saveFails: boolean;
}

export const HOME_CHOICES: HomeChoices = { consented: false, dismissedBefore: false, drafts: 2, saveFails: false };

/** What the home page's dialogs start from: the profile's consent, and what this browser remembers. */
export const homeInput = (choices: HomeChoices): HomeModalsInput => ({
  userId: 'demo-kari',
  consentToFurtherInformation: choices.consented,
  alreadyConsented: false,
  alreadyDismissed: choices.dismissedBefore,
  draftCount: choices.drafts,
});

interface HomeEffects {
  log(text: string): void;
  navigate(to: string): void;
}

/** The home modals machine with stand-ins: the save answers as `choices` says, and what is remembered goes into them. */
export function homeDialogsMachine(choices: HomeChoices, effects: HomeEffects) {
  const consentModal = consentModalMachine.provide({
    actors: {
      saveConsent: fromPromise<void, { userId: string }>(({ signal }) => {
        const fails = choices.saveFails;
        effects.log(`Tjeneren: lagrer samtykket i profilen${fails ? REFUSED_WORDS : ''}`);
        return new Promise<void>((resolve, reject) => {
          const answer = setTimeout(() => {
            if (fails) return reject(new Error('500'));
            choices.consented = true;
            resolve();
          }, CALL_MS);
          signal.addEventListener('abort', () => clearTimeout(answer));
        });
      }),
    },
    actions: {
      rememberConsented: () => effects.log('Appen: husker i nettleseren at kunden har samtykket'),
      // The app logs it as the profile's update (SPEC's «Failed to update user»); here, what it was.
      logSaveFailure: () => effects.log('Appen skriver i feilloggen sin: tjeneren avviste samtykket'),
    },
  });
  const draftReminderModal = draftReminderModalMachine.provide({
    actions: {
      rememberDismissed: () => {
        choices.dismissedBefore = true;
        effects.log('Appen: husker i nettleseren at påminnelsen er lukket');
      },
      goToDrafts: () => effects.navigate('/skadesaker'),
    },
  });
  return homeModalsMachine.provide({ actors: { consentModal, draftReminderModal } });
}
