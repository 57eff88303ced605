/**
 * What the insurance pages (/forsikringer, an agreement's page, the insurance check) show of an agreement, read
 * through the rules (./cancellation.ts, ./insuranceRules.ts). The views call these selectors, never the rules
 * themselves (docs/architecture.md, «Views only render»), so the page decides nothing the server or the
 * cancellation wizard decides otherwise.
 */
import {
  agreementStatus,
  cancellationReasonLabel,
  cancellationRefusal,
  cancellingAgentOf,
  CANCELLATION_MESSAGES,
  COVER_END_TEXTS,
} from './cancellation';
import { agentName, isInsurableBuildingType, isProviderAgent, offersPurchase, productCaseOf, type ProductCase } from './insuranceRules';
import type { Agreement, OwnedBuilding } from './types';

/**
 * An agreement id the server knows no agreement by for this customer (unknown, or another customer's: 404), on every
 * page that opens one (its page, the check, «Si opp forsikring», «Meld flytting»): reloading would not help.
 */
export const AGREEMENT_NOT_FOUND = 'Vi fant ikke forsikringen.';

/**
 * An agreement that could not be loaded for another reason than AGREEMENT_NOT_FOUND (no network, the server failed,
 * the session): it may well exist, so the page says it was not loaded, never that it was not found. The insurance
 * pages add «Vennligst oppdater siden og prøv igjen.»; «Si opp forsikring» and «Meld flytting» offer PRØV IGJEN.
 */
export const AGREEMENT_NOT_LOADED = 'Kunne ikke laste forsikring.';

/**
 * Whether a failed read of an agreement is the server's 404 (AGREEMENT_NOT_FOUND: unknown, or another customer's)
 * rather than a failure that says nothing of the agreement (no answer, a 500, a refused session). The app's API
 * layer reports an answer the server refused as an error with its `status` (src/api/apiError.ts ApiError); a request
 * that got no answer has none.
 */
export const isAgreementNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;

/** An agreement whose last day with cover is before today: it is listed apart and insures nothing. */
export const isEnded = (agreement: Pick<Agreement, 'cancellation'>, today: string): boolean => agreementStatus(agreement, today) === 'ended';

/** «Sagt opp, gjelder til og med …» or «Forsikringen gjaldt til og med …»; null while the agreement is active. */
export function coverEndBadge(agreement: Pick<Agreement, 'cancellation'>, today: string): { kind: 'cancelled' | 'ended'; text: string } | null {
  const status = agreementStatus(agreement, today);
  const endDate = agreement.cancellation?.endDate;
  if (status === 'active' || !endDate) return null;
  return status === 'cancelled' ? { kind: 'cancelled', text: COVER_END_TEXTS.cancelledBadge(endDate) } : { kind: 'ended', text: COVER_END_TEXTS.ended(endDate) };
}

/** «Forsikret hos {Husvern}» for our own agreements, «Forsikret gjennom {agent}» for a partner's; '' without an agent. */
export function insuredWithText(agreement: Pick<Agreement, 'agent'>): string {
  const company = agentName(agreement.agent);
  if (!company) return '';
  return `Forsikret ${isProviderAgent(agreement.agent) ? 'hos' : 'gjennom'} ${company}`;
}

/** The cancellation the agreement's page states: its last day with cover, the reason as chosen and the refund. */
export interface CancellationFacts {
  endDate: string;
  reason: string;
  refund: number;
}

/**
 * The agreement page's block «Oppsigelse» (docs/cancellation.md):
 * - `cancelHere`: SI OPP FORSIKRING, when the cancellation rule (cancellationRefusal, which the wizard's guard and the
 *   server use) lets the customer cancel it online;
 * - `cancelWithAgent`: an active agreement that rule refuses, with where to cancel it instead;
 * - `cancelled`: ANGRE OPPSIGELSE through its last day with cover, and the confirmation;
 * - `ended`: its last day with cover was before today; the confirmation stays;
 * - null: nothing to say.
 */
export type CancellationBlock =
  | { kind: 'cancelHere' }
  | { kind: 'cancelWithAgent'; text: string }
  | { kind: 'cancelled' | 'ended'; facts: CancellationFacts };

export function cancellationBlockOf(agreement: Agreement, today: string): CancellationBlock | null {
  const status = agreementStatus(agreement, today);
  if (status === 'active') {
    return cancellationRefusal(agreement, today) === null
      ? { kind: 'cancelHere' }
      : { kind: 'cancelWithAgent', text: CANCELLATION_MESSAGES.cancelWithAgent(cancellingAgentOf(agreement)) };
  }
  const cancellation = agreement.cancellation;
  if (!cancellation) return null;
  return { kind: status, facts: { endDate: cancellation.endDate, reason: cancellationReasonLabel(cancellation.reason), refund: cancellation.refund } };
}

/** The insurance check of one agreement (SPEC §2 "Check result detail"): what it shows and whether BESTILL FORSIKRING is offered. */
export interface CheckResult {
  /** Ended: it insures the building no longer; the check says so. */
  ended: boolean;
  productCase: ProductCase;
  /** Our own product: its terms and price are shown. */
  ownProduct: boolean;
  insuredWith: string;
  /** BESTILL FORSIKRING: for an ended agreement, and for every product but the building insurance. */
  offersPurchase: boolean;
}

export function checkResultOf(agreement: Agreement, today: string): CheckResult {
  const ended = isEnded(agreement, today);
  const productCase = productCaseOf(agreement.productName);
  return {
    ended,
    productCase,
    ownProduct: isProviderAgent(agreement.agent),
    insuredWith: insuredWithText(agreement),
    offersPurchase: ended || offersPurchase(productCase),
  };
}

/** A building without our insurance whose type we insure (SPEC §3): the page says it can be ordered. */
export const canOrderFor = (building: Partial<Pick<OwnedBuilding, 'nhf_byggtypekode'>> | null | undefined): boolean =>
  isInsurableBuildingType(building?.nhf_byggtypekode);

/** The partner named where documents and cancelling are asked for: its name, or «forsikringsselskapet ditt». */
export const partnerOf = cancellingAgentOf;

/** The company on the agreement's details: its name, or «Ikke oppgitt». */
export const companyText = (agreement: Pick<Agreement, 'agent'>): string => agentName(agreement.agent) || 'Ikke oppgitt';
