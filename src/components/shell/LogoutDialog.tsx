import { useId, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { logoutMachine } from '../../../machines/logout.machine';
import { inspect } from '../../lib/inspector';
import { useFlowMachine } from '../flow/useFlowMachine';
import { Modal } from '../Modal';
import { button } from '../../styles/ui.css';
import { createAppLogoutMachine } from './logoutEffects';

export const LOGOUT_TEXTS = {
  title: 'Vil du logge ut?',
  sending: 'Sender endringene dine …',
  unsent: 'Du har endringer som ikke er sendt ennå. Logger du ut nå, slettes de fra denne enheten.',
  loggingOut: 'Logger ut …',
  logOut: 'LOGG UT',
  logOutAnyway: 'LOGG UT LIKEVEL',
} as const;

export type LogoutActor = ActorRefFrom<typeof logoutMachine>;

/**
 * 'Vil du logge ut?' (SPEC §2 Layout) as the logout machine has it: TILBAKE and LOGG UT; while what waits is sent,
 * a status; when something could not be sent, the warning and LOGG UT LIKEVEL.
 */
export function LogoutDialogView({ actor }: { actor: LogoutActor }) {
  const backRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const state = useSelector(actor, (s) => {
    if (s.matches('warning')) return 'warning';
    if (s.matches('sendingWaiting')) return 'sending';
    // LOGG UT pressed while checking, and the logout itself until the page leaves.
    if (s.matches({ checking: 'confirmed' }) || s.matches('loggingOut') || s.matches('leaving') || s.matches('loggedOutOffline')) return 'loggingOut';
    if (s.matches('checking')) return 'checking';
    return 'asking';
  });
  const text = {
    checking: null,
    asking: null,
    sending: <p role="status">{LOGOUT_TEXTS.sending}</p>,
    warning: <p id={textId}>{LOGOUT_TEXTS.unsent}</p>,
    loggingOut: <p role="status">{LOGOUT_TEXTS.loggingOut}</p>,
  }[state];
  // LOGG UT pressed while the dialog still checks what waits is remembered by the machine (it logs out once
  // nothing would be lost); once the logout runs, the button has done its part.
  const canLogOut = state !== 'loggingOut';
  return (
    <Modal
      open
      onClose={() => actor.send({ type: 'user.stay' })}
      title={LOGOUT_TEXTS.title}
      role={state === 'warning' ? 'alertdialog' : 'dialog'}
      describedBy={state === 'warning' ? textId : undefined}
      initialFocus={backRef}
      actions={
        <>
          <button ref={backRef} type="button" className={button.secondary} onClick={() => actor.send({ type: 'user.stay' })}>
            TILBAKE
          </button>
          <button
            type="button"
            className={button.primary}
            aria-disabled={!canLogOut}
            onClick={() => actor.send({ type: 'user.logout' })}
          >
            {state === 'warning' ? LOGOUT_TEXTS.logOutAnyway : LOGOUT_TEXTS.logOut}
          </button>
        </>
      }
    >
      {text}
    </Modal>
  );
}

/** The dialog's actor, made from the app's machine. */
function StartedLogoutDialog({ logic }: { logic: typeof logoutMachine }) {
  const actor = useActorRef(logic, { inspect });
  return <LogoutDialogView actor={actor} />;
}

/**
 * The dialog with the app's effects; `onClose` when the customer stays (focus returns to the profile menu). Its
 * machine is given the app's effects (`.provide()`) once, as the dialog opens, in a task of its own, not in a
 * render (../flow/useFlowMachine.ts); the dialog shows once it is. `onClose` is taken as the dialog opens.
 */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const logic = useFlowMachine(() => createAppLogoutMachine({ router, close: onClose }));
  return logic ? <StartedLogoutDialog logic={logic} /> : null;
}
