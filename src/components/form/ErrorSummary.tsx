import { useEffect, useId, useRef } from 'react';
import * as css from './form.css';

export interface ErrorSummaryEntry {
  /** The id of the field the entry links to. */
  fieldId: string;
  message: string;
}

/**
 * The error summary of a step (STYLE: focused after a refused next, not a live region; its entries link to
 * their fields). `focusKey` > 0 and changed → the summary takes focus.
 */
export function ErrorSummary({ entries, focusKey }: { entries: readonly ErrorSummaryEntry[]; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (entries.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className={css.errorSummary} role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className={css.errorSummaryHeading}>
        Du må rette dette før du kan gå videre:
      </h2>
      <ul className={css.errorSummaryList}>
        {entries.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView?.({ block: 'center' });
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
