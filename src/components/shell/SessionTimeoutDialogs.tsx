import { useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sessionTimeoutMachine } from '../../../machines/sessionTimeout.machine';
import { Modal } from '../Modal';
import { button, visuallyHidden } from '../../styles/ui.css';
import { announcedTimeLeft, endedText, SESSION_TIMEOUT_TEXTS as T, timeLeftText } from './sessionTimeoutTexts';

export type SessionTimeoutActor = ActorRefFrom<typeof sessionTimeoutMachine>;

/**
 * «Du blir snart logget ut» as the machine has it: the time left (told a screen reader at whole minutes, 30 and
 * 10 seconds, not every second), FORTSETT and LOGG UT; a server that cannot be reached is said. Esc counts as
 * FORTSETT: the customer is there.
 */
export function SessionWarningView({ actor }: { actor: SessionTimeoutActor }) {
  const continueRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const phase = useSelector(actor, (s) => {
    if (s.matches({ warning: 'extending' })) return 'extending';
    if (s.matches({ warning: 'unreachable' })) return 'unreachable';
    if (s.matches({ warning: 'notExtended' })) return 'notExtended';
    return 'counting';
  });
  const keepOn = () => actor.send({ type: 'user.continue' });
  return (
    <Modal
      open
      onClose={keepOn}
      title={T.warningTitle}
      role="alertdialog"
      describedBy={textId}
      initialFocus={continueRef}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'user.logout' })}>
            {T.logOut}
          </button>
          <button ref={continueRef} type="button" className={button.primary} aria-disabled={phase === 'extending'} onClick={keepOn}>
            {T.continue}
          </button>
        </>
      }
    >
      <p id={textId}>{timeLeftText(secondsLeft)}</p>
      <p role="status" className={visuallyHidden}>
        {phase === 'extending' ? T.extending : announcedTimeLeft(secondsLeft)}
      </p>
      {phase === 'unreachable' ? <p role="alert">{T.unreachable}</p> : null}
      {phase === 'notExtended' ? <p role="alert">{T.notExtended}</p> : null}
    </Modal>
  );
}

/** «Du er logget ut»: why, that drafts are kept, LOGG INN IGJEN (back to the same page) and LUKK. */
export function SessionEndedView({ actor }: { actor: SessionTimeoutActor }) {
  const logInRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const idleSeconds = useSelector(actor, (s) => s.context.idleSeconds);
  return (
    <Modal
      open
      onClose={() => actor.send({ type: 'user.dismiss' })}
      title={T.endedTitle}
      role="alertdialog"
      describedBy={textId}
      initialFocus={logInRef}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'user.dismiss' })}>
            {T.close}
          </button>
          <button ref={logInRef} type="button" className={button.primary} onClick={() => actor.send({ type: 'user.logIn' })}>
            {T.logIn}
          </button>
        </>
      }
    >
      <div id={textId}>
        <p>{endedText(idleSeconds)}</p>
        <p>{T.drafts}</p>
      </div>
    </Modal>
  );
}
