/**
 * What a customer changes on an agreement after it is made, as the API sends it: a move of a contents insurance
 * (docs/moving.md) and a cancellation (docs/cancellation.md). `Agreement` (./types.ts) carries the latest of each.
 */
import type { CancellationReason } from './cancellationReasons';

/** An address an agreement insures (a move's new or previous address). */
export interface InsuredAddress {
  streetAddress: string;
  /** Four digits. */
  postalCode: string;
  city: string;
}

/** A move of a contents insurance to a new address (POST /api/reportMove). */
export interface AgreementMove {
  newAddress: InsuredAddress;
  /** YYYY-MM-DD: the first day the new address is insured (from 00:00 Oslo time); the old one to the day before. */
  movingDate: string;
  /** The address insured before the move. */
  previousAddress: InsuredAddress;
  /** When the customer reported it (ISO 8601). */
  reportedAt: string;
}

/** POST /api/reportMove's answer (201, or 200 with the first answer when the same requestId came before) and GET /api/getMove's. */
export interface ReportMoveResponse extends AgreementMove {
  agreementId: string;
}

/** A cancellation of an agreement (POST /api/cancelAgreement); `endDate` is the last day with cover. */
export interface AgreementCancellation {
  reason: CancellationReason;
  /**
   * YYYY-MM-DD: the last day with cover, covered until 24:00 Oslo time (FAL § 3-1); «gjelder til og med» this day. The
   * agreement has ended once this day is before today in Norway.
   */
  endDate: string;
  /** Premium paid back for the unused period, whole kroner. */
  refund: number;
  /** When the customer sent it (ISO 8601). */
  cancelledAt: string;
}

/** POST /api/cancelAgreement's answer: 201, or 200 with the first answer when the same requestId came before. */
export interface CancelAgreementResponse extends AgreementCancellation {
  agreementId: string;
}
