/**
 * The summary step's sections and rows, the same in every flow (the damage report, the purchase wizard, «Si opp
 * forsikring»): a section is a region named by its heading, holding one description list; a row with no value is
 * left out.
 */
import type { ReactNode } from 'react';
import * as css from '../form/form.css';

/** One term and its value; nothing when the value is empty (null, undefined or ''). */
export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={css.summaryTerm}>{term}</dt>
      <dd className={css.summaryValue}>{children}</dd>
    </>
  );
}

/** A section of the summary: its heading names the region (by `headingId` when given, else by its title). */
export function SummarySection({ title, headingId, children }: { title: string; headingId?: string; children: ReactNode }) {
  return (
    <section className={css.summarySection} {...(headingId ? { 'aria-labelledby': headingId } : { 'aria-label': title })}>
      <h2 id={headingId} className={css.summaryHeading}>
        {title}
      </h2>
      <dl className={css.summaryList}>{children}</dl>
    </section>
  );
}
