import { useEffect, useRef, type ReactNode } from 'react';
import { button, notice, noticeBox } from '../../styles/ui.css';
import { sessionNotice, type SessionEndReason } from './sessionNotice';

export const SESSION_END_TEXT: Record<SessionEndReason, string> = {
  anotherCustomer:
    'En annen kunde har logget inn i denne nettleseren, så du er logget ut her. Det som ventet på å bli sendt, ble ikke sendt, og er slettet fra enheten.',
  idleOffline:
    'Du er logget ut fordi du ikke har vært aktiv på en stund. Det som ventet på å bli sendt fra denne enheten, er slettet. Logg inn igjen når du er på nett.',
};

/** The session-ended notice (./sessionNotice.ts), focused when it appears so that it is read out. Loaded when shown. */
export default function SessionNotice({ reason }: { reason: SessionEndReason }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [reason]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={`${notice.warning} ${noticeBox}`}>
      <p>{SESSION_END_TEXT[reason]}</p>
      <button type="button" className={button.secondary} onClick={() => sessionNotice.set(null)}>
        LUKK
      </button>
    </div>
  );
}
