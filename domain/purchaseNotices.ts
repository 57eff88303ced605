/**
 * Why BESTILL FORSIKRING placed no order (context `notice` of machines/purchase.machine.ts), one text each but the
 * 409's, which shows the server's own words (./conflictMessages.ts). Written once: the summary shows them
 * (src/features/purchase/steps/OppsummeringStep.tsx), and the machine's words for the business drawings quote them in full.
 */
export const PURCHASE_NOTICES = {
  /** SPEC §8, the order rejected. */
  orderRejected: 'Noe gikk galt under bestilling av forsikring. Vennligst prøv igjen senere.',
  /** No answer: the order may or may not have arrived; the server places it once however often it is sent. */
  orderNoAnswer: 'Vi fikk ikke bestilt forsikringen. Sjekk at du er på nett, og prøv igjen. Du får bare én forsikring, selv om du prøver flere ganger.',
} as const;
