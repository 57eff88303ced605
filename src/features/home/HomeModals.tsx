import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { homeModalsMachine, type HomeModalsInput } from '../../../machines/homeModals.machine';
import type { User } from '../../../domain/types';
import { inspect } from '../../lib/inspector';
import { ConsentModal, useAppConsentModalMachine } from './ConsentModal';
import { DraftReminderModal, useAppDraftReminderMachine } from './DraftReminderModal';
import { CONSENTED_KEY, DRAFT_REMINDER_DISMISSED_KEY, readFlag } from './effects';

export type HomeModalsMachine = typeof homeModalsMachine;

/** The app's home modals machine: its two children with the app's implementations. */
export function useAppHomeModalsMachine(): HomeModalsMachine {
  const consentModal = useAppConsentModalMachine();
  const draftReminderModal = useAppDraftReminderMachine();
  return useMemo(() => homeModalsMachine.provide({ actors: { consentModal, draftReminderModal } }), [consentModal, draftReminderModal]);
}

/** What the machine starts from: the user's consent and the two remembered local-storage flags. */
export function homeModalsInput(user: User): HomeModalsInput {
  return {
    userId: user.id,
    consentToFurtherInformation: user.consentToFurtherInformation,
    alreadyConsented: readFlag(CONSENTED_KEY),
    alreadyDismissed: readFlag(DRAFT_REMINDER_DISMISSED_KEY),
  };
}

/**
 * The logged-in home page's dialogs, one at a time (the homeModals machine decides which): renders
 * the running child machine's dialog. `machine` lets tests pass fakes.
 */
export function HomeModals({ user, machine }: { user: User; machine?: HomeModalsMachine }) {
  const appMachine = useAppHomeModalsMachine();
  const [snapshot] = useMachine(machine ?? appMachine, { input: homeModalsInput(user), inspect });
  const { consentModal, draftReminderModal } = snapshot.children;
  if (consentModal) return <ConsentModal actor={consentModal} />;
  if (draftReminderModal) return <DraftReminderModal actor={draftReminderModal} />;
  return null;
}
