import { useEffect, useRef } from 'react';
import { useSelector } from '@tanstack/react-store';
import { button, notice, noticeBox } from '../../styles/ui.css';
import { sessionNotice } from './sessionNotice';

/** The session-ended notice (./sessionNotice.ts), focused when it appears so that it is read out. */
export function SessionNotice() {
  const text = useSelector(sessionNotice);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={`${notice.warning} ${noticeBox}`}>
      <p>{text}</p>
      <button type="button" className={button.secondary} onClick={() => sessionNotice.set(null)}>
        LUKK
      </button>
    </div>
  );
}
