/**
 * What SEND INN's notice says when the report was not sent (context `notice` of machines/damageReport.machine.ts):
 * what did not happen, that nothing is lost, and what to do. Written once: the summary shows them
 * (src/features/damageReport/noticeTexts.ts), and the machine's words for the business drawings quote them in full.
 */
export const DAMAGE_REPORT_NOTICES = {
  /** SEND INN pressed offline (the damage report's words about the network: src/features/damageReport/offlineTexts.ts). */
  submitNeedsNetwork: 'Du må være på nett for å sende inn skademeldingen.',
  /** No answer: the report may or may not have arrived; a second SEND INN is taken once. */
  submitNoAnswer: 'Vi fikk ikke sendt inn skademeldingen. Svarene dine er lagret. Sjekk at du er på nett, og prøv igjen.',
  /** The server refused or failed. */
  submitFailed: 'Vi fikk ikke sendt inn skademeldingen. Svarene dine er lagret. Prøv igjen om litt.',
} as const;
