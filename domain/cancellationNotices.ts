/**
 * Why SI OPP FORSIKRING cancelled nothing (context `notice` of machines/cancellation.machine.ts), one text each but
 * the 409's, which shows the server's own words (./conflictMessages.ts). Written once: the summary shows them
 * (src/features/cancellation/texts.ts), and the machine's words for the business drawings quote them in full.
 */
export const CANCELLATION_NOTICES = {
  dateRefused: 'Datoen du valgte, er ikke lenger tillatt. Gå tilbake og velg en ny dato.',
  refused: 'Vi kunne ikke si opp forsikringen. Den kan allerede være sagt opp. Gå til forsikringen for å se hvordan den står.',
  noAnswer: 'Vi fikk ikke sagt opp forsikringen fordi vi ikke fikk svar. Sjekk nettet og trykk SI OPP FORSIKRING igjen: forsikringen blir bare sagt opp én gang.',
} as const;
