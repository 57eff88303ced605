import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { homeModalsMachine, type HomeModalsInput } from '../../../machines/homeModals.machine';
import { useLazyMoveCounting } from '../../components/flow/useLazyMoveCounting';
import { ConsentModal } from './ConsentModal';
import { useAppConsentModalMachine } from './consentEffects';
import { DraftReminderModal, useAppDraftReminderMachine } from './DraftReminderModal';

export type HomeModalsMachine = typeof homeModalsMachine;

/** The app's home modals machine: its two children with the app's implementations. */
export function useAppHomeModalsMachine(): HomeModalsMachine {
  const consentModal = useAppConsentModalMachine();
  const draftReminderModal = useAppDraftReminderMachine();
  return useMemo(() => homeModalsMachine.provide({ actors: { consentModal, draftReminderModal } }), [consentModal, draftReminderModal]);
}

/**
 * The logged-in home page's dialogs when the consent dialog is due, one at a time (the homeModals machine
 * decides which): renders the running child machine's dialog. `input` comes from dueHomeDialogs
 * (homeDialogs.ts); `machine` lets tests pass fakes.
 */
export function HomeModals({ input, machine }: { input: HomeModalsInput; machine?: HomeModalsMachine }) {
  const appMachine = useAppHomeModalsMachine();
  // The dialogs' moves are counted as the flows' are (issue 49): the consent dialog and the reminder it invokes too.
  const counting = useLazyMoveCounting();
  const [snapshot] = useMachine(machine ?? appMachine, { input, inspect: counting });
  const { consentModal, draftReminderModal } = snapshot.children;
  if (consentModal) return <ConsentModal actor={consentModal} />;
  if (draftReminderModal) return <DraftReminderModal actor={draftReminderModal} />;
  return null;
}
