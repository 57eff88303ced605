import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../lib/inspector';
import { useFlowMachine } from '../flow/useFlowMachine';
import { LogoutDialog } from './LogoutDialog';
import { SessionEndedView, SessionWarningView } from './SessionTimeoutDialogs';
import { createAppSessionTimeoutMachine, type AppSessionTimeoutMachine } from './sessionTimeoutEffects';

/**
 * The session timeout (machines/sessionTimeout.machine.ts) while a customer is logged in, loaded by
 * SessionWatcher only then: the warning, the logout dialog when LOGG UT is pressed there, and «Du er logget ut».
 * Tells the machine when the tab is shown again and when the customer is logged out another way; `onDone` once
 * there is nothing more to show.
 */
export default function SessionTimeout({ loggedIn, onDone }: { loggedIn: boolean; onDone: () => void }) {
  const router = useRouter();
  // The machine is given the app's effects (`.provide()`) once, in a task of its own after the mount, not in a render.
  const logic = useFlowMachine(() => createAppSessionTimeoutMachine({ router }));
  return logic ? <WatchedSession logic={logic} loggedIn={loggedIn} onDone={onDone} /> : null;
}

/** The session timeout's actor, made from the app's machine, and what it shows. */
function WatchedSession({ logic, loggedIn, onDone }: { logic: AppSessionTimeoutMachine; loggedIn: boolean; onDone: () => void }) {
  const actor = useActorRef(logic, { inspect });
  const shown = useSelector(actor, (s) => {
    if (s.matches('warning')) return 'warning';
    if (s.matches('loggingOut')) return 'logout';
    if (s.matches('ended')) return 'ended';
    return s.status === 'done' ? 'done' : 'nothing';
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'page.visible' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actor]);

  useEffect(() => {
    if (!loggedIn) actor.send({ type: 'session.endedElsewhere' });
  }, [actor, loggedIn]);

  useEffect(() => {
    if (shown === 'done') onDone();
  }, [shown, onDone]);

  if (shown === 'warning') return <SessionWarningView actor={actor} />;
  if (shown === 'logout') return <LogoutDialog onClose={() => actor.send({ type: 'logout.stayed' })} />;
  if (shown === 'ended') return <SessionEndedView actor={actor} />;
  return null;
}
