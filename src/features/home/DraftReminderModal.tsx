import { useMemo } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useRouter } from '@tanstack/react-router';
import { draftReminderModalMachine, type DraftReminderModalInput } from '../../../machines/draftReminderModal.machine';
import { useLazyMoveCounting } from '../../components/flow/useLazyMoveCounting';
import { Modal } from '../../components/Modal';
import { button } from '../../styles/ui.css';
import { DRAFT_REMINDER_DISMISSED_KEY, setFlag } from './effects';

export type DraftReminderModalMachine = typeof draftReminderModalMachine;

export function useAppDraftReminderMachine(): DraftReminderModalMachine {
  const router = useRouter();
  return useMemo(
    () =>
      draftReminderModalMachine.provide({
        actions: {
          rememberDismissed: () => setFlag(DRAFT_REMINDER_DISMISSED_KEY),
          goToDrafts: () => void router.navigate({ to: '/skadesaker' }),
        },
      }),
    [router],
  );
}

/**
 * Reminds the user of unfinished damage reports (SPEC §2 "Home, logged in"): renders the draft reminder
 * machine's state and sends its events. The machine runs as a child of the home modals machine, or alone
 * (DraftReminderDialog).
 */
export function DraftReminderModal({ actor }: { actor: ActorRefFrom<DraftReminderModalMachine> }) {
  const open = useSelector(actor, (s) => s.matches('open'));
  const count = useSelector(actor, (s) => s.context.draftCount);
  const send = actor.send;
  return (
    <Modal
      open={open}
      onClose={() => send({ type: 'user.dismiss' })}
      title={count === 1 ? 'Du har en skademelding som ikke er sendt inn' : `Du har ${count} skademeldinger som ikke er sendt inn`}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={() => send({ type: 'user.dismiss' })}>
            LUKK
          </button>
          <button type="button" className={button.primary} onClick={() => send({ type: 'user.openDrafts' })}>
            SE UTKAST
          </button>
        </>
      }
    >
      <p>{count === 1 ? 'Utkastet er lagret.' : 'Utkastene er lagret.'}</p>
      <p>
        Du kan fortsette der du slapp under Se mine skadesaker, og sende inn {count === 1 ? 'skademeldingen' : 'skademeldingene'} når du er
        klar.
      </p>
    </Modal>
  );
}

/**
 * The draft reminder when it is the only dialog due (no consent dialog before it): runs its machine alone, so the
 * page loads neither the consent dialog nor the homeModals machine. `input` comes from dueHomeDialogs.
 */
export function DraftReminderDialog({ input }: { input: DraftReminderModalInput }) {
  const machine = useAppDraftReminderMachine();
  const counting = useLazyMoveCounting();
  const [, , actor] = useMachine(machine, { input, inspect: counting });
  return <DraftReminderModal actor={actor} />;
}
