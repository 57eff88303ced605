import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { draftReminderModalMachine } from '../../../machines/draftReminderModal.machine';
import type { CaseListItem } from '../../../domain/types';
import { getCases } from '../../api/getCases';
import { Modal } from '../../components/Modal';
import { useRouter } from '@tanstack/react-router';
import { button } from '../../styles/ui.css';
import { DRAFT_REMINDER_DISMISSED_KEY, setFlag } from './effects';

export type DraftReminderModalMachine = typeof draftReminderModalMachine;

export function useAppDraftReminderMachine(): DraftReminderModalMachine {
  const router = useRouter();
  return useMemo(
    () =>
      draftReminderModalMachine.provide({
        actors: { loadDrafts: fromPromise<CaseListItem[]>(() => getCases('draft')) },
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
 * machine's state and sends its events. The machine runs as a child of the home modals machine.
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
