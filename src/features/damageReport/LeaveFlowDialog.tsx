import { useId, useMemo, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isHolding, leaveFlowGuardMachine, type LeaveMove } from '../../../machines/leaveFlowGuard.machine';
import { Modal } from '../../components/Modal';
import { inspect } from '../../lib/inspector';
import { completeLeave, type LeaveAttempt } from '../../routing/flowRoutes';
import { button } from '../../styles/ui.css';
import { OFFLINE_TEXTS } from './offlineTexts';

export const LEAVE_DIALOG_TITLE = 'Vil du avslutte å melde skade nå?';

type LeaveGuardActor = ActorRefFrom<typeof leaveFlowGuardMachine>;

/**
 * The leave-flow guard machine with the router's way to complete a held move. `ask` tells the route bridge
 * whether the move is held (the dialog opened) or may go through.
 */
export function useLeaveFlowGuard(): { actor: LeaveGuardActor; ask: (attempt: LeaveAttempt & { blocksLeaving: boolean }) => boolean } {
  const router = useRouter();
  const logic = useMemo(
    () =>
      leaveFlowGuardMachine.provide({
        actions: { navigate: (_, move: LeaveMove) => completeLeave(router, { href: move.to, historyDelta: move.historyDelta }) },
      }),
    [router],
  );
  const actor = useActorRef(logic, { inspect });
  return useMemo(
    () => ({
      actor,
      ask: ({ href, historyDelta, blocksLeaving }) => {
        actor.send({ type: 'user.navigate', to: href, historyDelta, blocksLeaving });
        return isHolding(actor.getSnapshot());
      },
    }),
    [actor],
  );
}

/**
 * The dialog 'Vil du avslutte å melde skade nå?' (SPEC §2 Layout) while the guard holds a move. `unsent`: answers
 * wait on the device for the network, so the draft is not all saved; the dialog says so.
 */
export function LeaveFlowGuard({ guard, unsent = false }: { guard: LeaveGuardActor; unsent?: boolean }) {
  const confirming = useSelector(guard, isHolding);
  const textId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={confirming}
      onClose={() => guard.send({ type: 'user.stay' })}
      title={LEAVE_DIALOG_TITLE}
      role="alertdialog"
      describedBy={textId}
      initialFocus={stayRef}
      actions={
        <>
          <button ref={stayRef} type="button" className={button.secondary} onClick={() => guard.send({ type: 'user.stay' })}>
            TILBAKE
          </button>
          <button type="button" className={button.primary} onClick={() => guard.send({ type: 'user.leave' })}>
            AVSLUTT
          </button>
        </>
      }
    >
      <p id={textId}>
        {unsent ? OFFLINE_TEXTS.leaveWithUnsent : 'Skademeldingen er lagret som utkast. Du kan fortsette senere under Se mine skadesaker.'}
      </p>
    </Modal>
  );
}
