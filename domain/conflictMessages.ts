import { formatLongDate } from './insuranceFormat';

/**
 * The 409 answers of the customer's writes (damage reports, orders, cancellations), one text each: the server sends
 * it as `{ message }`, and the app shows the same words (the damage report's page for a case already sent in; the
 * purchase and the cancellation show the message they get). The rules that refuse a cancellation with their own
 * words are domain/cancellation.ts's.
 */
export const CONFLICT_MESSAGES = {
  /** A draft's save, an upload or a submit that differs from the one that sent it, on a case already sent in. */
  caseAlreadySubmitted: 'Skadesaken er allerede sendt inn.',
  /** DELETE /api/deleteCaseDraft on a case already sent in. */
  onlyDraftsDeletable: 'Bare utkast kan slettes.',
  /** Another order of the same insurance for a building that has it (not the same order sent again). */
  orderAlreadyForAddress: 'Denne forsikringen er allerede bestilt for adressen.',
  /**
   * An order of the insurance for a building whose agreement is cancelled but still covers (its last day `endDate`,
   * docs/cancellation.md): a 200 would say «bestilt» of cover that ends that day. Withdrawing the cancellation keeps it.
   */
  orderCancelledStillCovers: (endDate: string) =>
    `Du har allerede denne forsikringen for adressen. Den er sagt opp og gjelder til og med ${formatLongDate(endDate)}. Vil du beholde den, angrer du oppsigelsen under Forsikringer på Min side.`,
  /**
   * An order's `requestId` sent again (the same order) after the insurance it made has ended: the key is that order's,
   * so it cannot be a new one; a new order (a new wizard) is.
   */
  orderEndedSince: 'Denne bestillingen er sendt før, og forsikringen den ga er avsluttet siden. Vil du ha forsikringen igjen, starter du en ny bestilling.',
  /** An order's `requestId` sent again with other content: the first order stands as it was sent. */
  orderSentWithOtherDetails: 'Denne bestillingen er allerede sendt med andre opplysninger. Under Forsikringer ser du hva som er bestilt.',
  /** A cancellation's `requestId` already used for another agreement. */
  cancellationKeyUsedElsewhere: 'Denne forespørselen er allerede brukt for en annen forsikring. Last inn siden på nytt og prøv igjen.',
  /** A cancellation's `requestId` sent again for the same agreement with another reason or end date. */
  cancellationSentWithOtherDetails: 'Denne oppsigelsen er allerede sendt med andre opplysninger. Gå til forsikringen for å se hvordan den står.',
  /** A cancellation's `requestId` sent again after that cancellation was withdrawn (another tab): the agreement is active. */
  cancellationWithdrawnSince: 'Oppsigelsen er trukket tilbake, så forsikringen gjelder som før. Gå til forsikringen for å se hvordan den står.',
  /** A withdrawal once the cancelled agreement has ended. */
  cancellationAlreadyEnded: 'Forsikringen er allerede avsluttet. Oppsigelsen kan ikke angres.',
} as const;
