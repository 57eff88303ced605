import { CASE_CLOSED_MESSAGE } from '../../../../domain/caseStatus';
import { statusTime } from '../status/guidance';

/** The case page's «Vedlegg» section and its LEGG TIL BILDER ELLER DOKUMENTER (issue 24), in one place. */
export const ATTACHMENT_TEXTS = {
  heading: 'Vedlegg',
  none: 'Ingen vedlegg.',
  addButton: 'LEGG TIL BILDER ELLER DOKUMENTER',
  /** Under a file sent after SEND INN, with when it came. */
  addedAfterSubmission: (addedAt: string) => `Lagt til etter innsending ${statusTime(addedAt)}`,
  /** Said once a file of this visit is stored on the case. */
  added: (filename: string) => `${filename} er lagt til saken.`,
  closed: CASE_CLOSED_MESSAGE,
} as const;
