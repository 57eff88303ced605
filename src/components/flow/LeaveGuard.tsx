/**
 * The leave guard every flow that asks before it is left uses: the leave-flow guard machine
 * (machines/leaveFlowGuard.machine.ts) holds a move out of the flow's area while the flow says leaving is not free
 * (tag `blocksLeaving`), and its dialog asks; «stay» keeps the customer on the step, «leave» completes the move.
 * The flow gives the dialog's words.
 */
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isHolding, leaveFlowGuardMachine, type LeaveMove } from '../../../machines/leaveFlowGuard.machine';
import { Modal } from '../Modal';
import { inspect } from '../../lib/inspector';
import { completeLeave, type LeaveAttempt } from '../../routing/flowRoutes';
import { button } from '../../styles/ui.css';

export type LeaveGuardActor = ActorRefFrom<typeof leaveFlowGuardMachine>;

/** The dialog's words: its title, its text, and the two buttons' labels. */
export interface LeaveDialogTexts {
  title: string;
  text: ReactNode;
  stay: string;
  leave: string;
}

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

/** The dialog while the guard holds a move: an alert dialog whose «stay» button has the focus. */
export function LeaveDialog({ guard, texts }: { guard: LeaveGuardActor; texts: LeaveDialogTexts }) {
  const confirming = useSelector(guard, isHolding);
  const textId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={confirming}
      onClose={() => guard.send({ type: 'user.stay' })}
      title={texts.title}
      role="alertdialog"
      describedBy={textId}
      initialFocus={stayRef}
      actions={
        <>
          <button ref={stayRef} type="button" className={button.secondary} onClick={() => guard.send({ type: 'user.stay' })}>
            {texts.stay}
          </button>
          <button type="button" className={button.primary} onClick={() => guard.send({ type: 'user.leave' })}>
            {texts.leave}
          </button>
        </>
      }
    >
      <p id={textId}>{texts.text}</p>
    </Modal>
  );
}

/**
 * The `useLeave` of a flow that keeps nothing typed (its HostedFlow's): leaving its steps asks with these words, and
 * the host shows the dialog.
 */
export const askingBeforeLeaving = (texts: LeaveDialogTexts) =>
  function useLeaveAsking() {
    const guard = useLeaveFlowGuard();
    const dialog = useMemo(() => <LeaveDialog guard={guard.actor} texts={texts} />, [guard.actor]);
    return { onLeave: guard.ask, dialog };
  };
