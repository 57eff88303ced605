import { buildingAddressText } from '../../domain/addressText';
import { CONTACT } from '../../domain/brand';
import { agreementStatus, cancellationReasonLabel, COVER_END_TEXTS, type CancellationReason } from '../../domain/cancellation';
import { formatAmount, formatLongDate } from '../../domain/insuranceFormat';
import { osloToday } from '../../domain/schemas/dates';
import type { Agreement } from '../../domain/types';
import type { AgreementCancellation } from '../../domain/agreementChanges';
import { TaggedPdf } from './pdf';

export interface CancellationHolder {
  fullName: string;
}

/** The confirmation's file name: ASCII, so it reads the same in every browser's download list. */
export const confirmationFilename = (agreementNumber: string) => `Bekreftelse-paa-oppsigelse-${agreementNumber}.pdf`;

/** «Forsikringen er sagt opp og gjelder til og med 28. februar 2027, til kl. 24.00.»: the end date is the last day with cover. */
const coverSentence = (endDate: string) => `${COVER_END_TEXTS.cancelled(endDate)}, til kl. 24.00.`;

const refundText = (refund: number, reason: CancellationReason) =>
  refund > 0
    ? `${formatAmount(refund)} kr`
    : reason === 'hovedforfall'
      ? '0 kr (forsikringen slutter ved hovedforfall)'
      : '0 kr';

/**
 * «Bekreftelse på oppsigelse» (docs/cancellation.md): which agreement, its last day with cover, why, what is paid back and when
 * the customer cancelled; while it has not ended, until when it can be withdrawn. A tagged PDF, as the certificate.
 */
export function cancellationPdf(
  a: Agreement & { cancellation: AgreementCancellation },
  holder: CancellationHolder,
  today: string = osloToday(),
): Promise<Uint8Array> {
  const { cancellation } = a;
  const cancelledOn = osloToday(new Date(cancellation.cancelledAt));
  const pdf = new TaggedPdf({
    title: `Bekreftelse på oppsigelse ${a.agreementNumber}`,
    subject: `Bekreftelse på oppsigelse av ${a.productName}, ${a.buildingAddress}`,
  });

  pdf.letterhead('Bekreftelse på oppsigelse', `${a.productName} · Avtalenummer ${a.agreementNumber}`);
  pdf.paragraph(coverSentence(cancellation.endDate));

  pdf.section('Oppsigelsen', (s) =>
    s.facts([
      ['Forsikringstaker', holder.fullName],
      ['Forsikring', a.productName],
      ['Avtalenummer', a.agreementNumber],
      ['Forsikret bygning', buildingAddressText(a)],
      [COVER_END_TEXTS.lastDayLabel, formatLongDate(cancellation.endDate)],
      ['Årsak', cancellationReasonLabel(cancellation.reason)],
      ['Tilbakebetaling', refundText(cancellation.refund, cancellation.reason)],
      ['Oppsigelsen mottatt', formatLongDate(cancelledOn)],
    ]),
  );

  pdf.section('Tilbakebetaling', (s) =>
    s.paragraph(
      cancellation.refund > 0
        ? `Du får tilbake ${formatAmount(cancellation.refund)} kr, premien for resten av forsikringsåret etter at forsikringen slutter.`
        : 'Du har ikke betalt premie for tiden etter at forsikringen slutter, så du får ingenting tilbake.',
    ),
  );

  // Through the last day with cover the cancellation can be withdrawn (POST /api/withdrawCancellation); after it, not.
  if (agreementStatus(a, today) === 'cancelled') {
    pdf.section('Har du ombestemt deg?', (s) =>
      s.paragraph(
        `Du kan angre oppsigelsen under Forsikringer på Min side til og med ${formatLongDate(cancellation.endDate)}. Da fortsetter forsikringen som før.`,
      ),
    );
  }

  pdf.section('Spørsmål', (s) => s.paragraph(`Ring oss på ${CONTACT.phone} (${CONTACT.openingHours}) eller skriv til ${CONTACT.email}.`));

  return pdf.end();
}
