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
import type { Choice } from './answers';
import { CALL_MS, REFUSED_WORDS } from './explorerFlow';

/** The home page's dialogs' machine, whose business overview the explorer shows on the home page. */
export const HOME_DIALOGS_ID = homeModalsMachine.id;

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

/** The home choices as the explorer's choices (its ChoiceControl shows them); they apply when the page opens next. */
export const HOME_CHOICE_LIST: readonly Choice[] = [
  { key: 'consented', label: 'Kunden har samtykket til digital kontakt (i profilen)', initial: false, when: 'any time' },
  { key: 'dismissedBefore', label: 'Kunden har lukket påminnelsen før i denne nettleseren', initial: false, when: 'any time' },
  {
    key: 'drafts',
    label: 'Utkast som ikke er sendt inn',
    initial: '2',
    when: 'any time',
    options: ['ingen', 'ett', 'to', 'tre'].map((label, n) => ({ value: String(n), label })),
  },
  { key: 'saveFails', label: 'Lagringen av samtykket feiler', initial: false, when: 'any time' },
];

/** The choices' values as the controls read them (the number of drafts as its option). */
export const homeValues = (choices: HomeChoices): Record<string, boolean | string> => ({ ...choices, drafts: String(choices.drafts) });

/** A control's value into the choices. */
export function setHomeChoice(choices: HomeChoices, key: string, value: boolean | string) {
  if (key === 'drafts') choices.drafts = Number(value);
  else if (key === 'consented' || key === 'dismissedBefore' || key === 'saveFails') choices[key] = value === true;
}

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
