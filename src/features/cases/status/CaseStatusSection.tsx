import { CONTACT } from '../../../../domain/brand';
import type { CaseStatusEntry } from '../../../../domain/types';
import { card } from '../../../styles/ui.css';
import { StatusBadge } from './StatusBadge';
import { ADVICE_HEADING, GUIDANCE, HOW_LONG_HEADING, NEXT_HEADING, QUESTIONS_HEADING, STATUS_HEADING, inspectionDay, nextText, statusTime } from './guidance';
import * as css from './status.css';

/** The case page's «Status»: the history as a timeline, oldest first, the current status marked. */
export function StatusTimeline({ history }: { history: readonly CaseStatusEntry[] }) {
  const current = history.at(-1);
  return (
    <section className={card} aria-labelledby="sak-status">
      <h2 id="sak-status">{STATUS_HEADING}</h2>
      {current ? (
        <p className={css.current}>
          Saken er nå: <StatusBadge status={current} />
        </p>
      ) : null}
      <ol className={css.timeline}>
        {history.map((entry, i) => (
          <li key={`${entry.code}-${entry.at}`} className={css.timelineItem} aria-current={i === history.length - 1 ? 'step' : undefined}>
            <span className={css.timelineName}>{entry.name}</span>
            <time dateTime={entry.at} className={css.timelineTime}>
              {statusTime(entry.at)}
            </time>
            {entry.inspectionDate ? <span className={css.timelineTime}>Befaring {inspectionDay(entry.inspectionDate)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** «Hva skjer nå?» for the current status, with how to reach the insurer. */
export function WhatHappensNext({ status }: { status: CaseStatusEntry }) {
  const guidance = GUIDANCE[status.code];
  return (
    <section className={card} aria-labelledby="sak-neste">
      <h2 id="sak-neste">{NEXT_HEADING}</h2>
      <p>{nextText(guidance, status.inspectionDate)}</p>
      {guidance.howLong ? (
        <>
          <h3 className={css.subheading}>{HOW_LONG_HEADING}</h3>
          <p>{guidance.howLong}</p>
        </>
      ) : null}
      <h3 className={css.subheading}>{ADVICE_HEADING}</h3>
      <ul className={css.advice}>
        {guidance.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className={css.subheading}>{QUESTIONS_HEADING}</h3>
      <p>
        Ring oss på <a href={CONTACT.phoneHref}>{CONTACT.phone}</a> ({CONTACT.openingHours.toLowerCase()}) eller skriv til{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
    </section>
  );
}
