import { CONTACT } from '../../domain/brand';
import { agreementStatus, cancellationReasonLabel, type CancellationReason } from '../../domain/cancellation';
import { formatAmount, formatLongDate } from '../../domain/insuranceFormat';
import { addDays } from '../../domain/purchaseDates';
import { osloToday } from '../../domain/schemas/dates';
import type { Agreement, AgreementCancellation } from '../../domain/types';
import { TaggedPdf } from './pdf';

export interface CancellationHolder {
  fullName: string;
}

/** The confirmation's file name: ASCII, so it reads the same in every browser's download list. */
export const confirmationFilename = (agreementNumber: string) => `Bekreftelse-paa-oppsigelse-${agreementNumber}.pdf`;

/** «Forsikringen er sagt opp fra 1. mars 2027.»: the end date is the first day without cover. */
const cancelledFromSentence = (endDate: string) => `Forsikringen er sagt opp fra ${formatLongDate(endDate)}.`;

const refundText = (refund: number, reason: CancellationReason) =>
  refund > 0
    ? `${formatAmount(refund)} kr`
    : reason === 'hovedforfall'
      ? '0 kr (forsikringen slutter ved hovedforfall)'
      : '0 kr';

/**
 * «Bekreftelse på oppsigelse» (docs/cancellation.md): which agreement, from when, why, what is paid back and when
 * the customer cancelled; while it has not ended, until when it can be withdrawn. A tagged PDF, as the certificate.
 */
export function cancellationPdf(
  a: Agreement & { cancellation: AgreementCancellation },
  holder: CancellationHolder,
  today: string = osloToday(),
): Promise<Uint8Array> {
  const { cancellation } = a;
  const lastInsuredDay = addDays(cancellation.endDate, -1);
  const cancelledOn = osloToday(new Date(cancellation.cancelledAt));
  const pdf = new TaggedPdf({
    title: `Bekreftelse på oppsigelse ${a.agreementNumber}`,
    subject: `Bekreftelse på oppsigelse av ${a.productName}, ${a.buildingAddress}`,
  });

  pdf.letterhead('Bekreftelse på oppsigelse', `${a.productName} · Avtalenummer ${a.agreementNumber}`);
  pdf.paragraph(cancelledFromSentence(cancellation.endDate));

  pdf.section('Oppsigelsen', (s) =>
    s.facts([
      ['Forsikringstaker', holder.fullName],
      ['Forsikring', a.productName],
      ['Avtalenummer', a.agreementNumber],
      ['Forsikret bygning', `${a.buildingAddress}, ${a.buildingZip} ${a.buildingCity}`],
      ['Sagt opp fra', formatLongDate(cancellation.endDate)],
      ['Siste dag med forsikring', formatLongDate(lastInsuredDay)],
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

  // Until the end date the cancellation can be withdrawn (POST /api/withdrawCancellation); after it, not.
  if (agreementStatus(a, today) === 'cancelled') {
    pdf.section('Har du ombestemt deg?', (s) =>
      s.paragraph(
        `Du kan angre oppsigelsen under Forsikringer på Min side til og med ${formatLongDate(lastInsuredDay)}. Da fortsetter forsikringen som før.`,
      ),
    );
  }

  pdf.section('Spørsmål', (s) => s.paragraph(`Ring oss på ${CONTACT.phone} (${CONTACT.openingHours}) eller skriv til ${CONTACT.email}.`));

  return pdf.end();
}
