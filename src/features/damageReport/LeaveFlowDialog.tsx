import { useEffect, useId, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { leaveFlowGuardMachine } from '../../../machines/leaveFlowGuard.machine';
import { Modal } from '../../components/Modal';
import { useBeforeLeave, useShellNavigation } from '../../components/shell/navigation';
import { inspect } from '../../lib/inspector';
import { button } from '../../styles/ui.css';

export const LEAVE_DIALOG_TITLE = 'Vil du avslutte å melde skade nå?';

/**
 * The leave-flow guard (SPEC §2 Layout): the shell's navigation asks the guard machine, which opens
 * 'Vil du avslutte å melde skade nå?' while the flow blocks leaving, and navigates otherwise.
 */
export function LeaveFlowGuard({ blocksLeaving }: { blocksLeaving: boolean }) {
  const { navigateWithoutGuard } = useShellNavigation();
  const logic = useMemo(
    () => leaveFlowGuardMachine.provide({ actions: { navigate: (_, params: { to: string }) => navigateWithoutGuard(params.to) } }),
    [navigateWithoutGuard],
  );
  const guard = useActorRef(logic, { input: { blocksLeaving }, inspect });
  useEffect(() => {
    guard.send({ type: 'flow.changed', blocksLeaving });
  }, [guard, blocksLeaving]);
  useBeforeLeave(({ to }) => {
    guard.send({ type: 'user.navigate', to });
    return true;
  });

  const confirming = useSelector(guard, (s) => s.matches('confirming'));
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
      <p id={textId}>Skademeldingen er lagret som utkast. Du kan fortsette senere under Se mine skadesaker.</p>
    </Modal>
  );
}
