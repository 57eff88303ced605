import { CONTACT, PRODUCT_NAME } from '../../domain/brand';
import { buildingAddressText } from '../../domain/addressText';
import { formatAmount, formatDate, formatMonthlyPrice, periodStart } from '../../domain/insuranceFormat';
import { agentName } from '../../domain/insuranceRules';
import { isContentsInsurance, MOVE_TEXTS } from '../../domain/moving';
import { osloToday } from '../../domain/schemas/dates';
import type { Agreement } from '../../domain/types';
import { TaggedPdf } from './pdf';

export interface CertificateHolder {
  fullName: string;
  socialSecurityNumber: string;
}

const kr = (amount: number) => `${formatAmount(amount)} kr`;

/** The birth date part of a fødselsnummer; the personal number is masked as on printed documents. */
const maskedSsn = (ssn: string) => (/^\d{11}$/.test(ssn) ? `${ssn.slice(0, 6)} *****` : '');

/** Strips the file extension of the terms' file name (they are referred to by title). */
const termsTitle = (name: string) => name.replace(/\.pdf$/i, '');

/**
 * Where the agreement insures (docs/moving.md), on the day it is issued: its address («Forsikret bygning», or for
 * contents «Forsikret adresse»). With a move ahead, the address insured until the day before it and the new one from
 * it («Ny adresse»); once the move is made, the new address from its date and the one left, to and including the day
 * before («Tidligere adresse»), so the certificate tells the whole move.
 */
function insuredAddressFacts(a: Agreement, today: string): (readonly [string, string])[] {
  const move = a.move;
  if (!move) return [[isContentsInsurance(a) ? 'Forsikret adresse' : 'Forsikret bygning', buildingAddressText(a)]];
  const previous = MOVE_TEXTS.previousUntil(move.previousAddress, move.movingDate);
  const moved = MOVE_TEXTS.newFrom(move.newAddress, move.movingDate);
  return move.movingDate > today
    ? [
        ['Forsikret adresse', previous],
        ['Ny adresse', moved],
      ]
    : [
        ['Forsikret adresse', moved],
        ['Tidligere adresse', previous],
      ];
}

/**
 * The insurance certificate (forsikringsbevis) of a direct agreement: holder, insured building,
 * the agreement and its period and prices, what is and is not covered, deductible, terms, claims.
 */
export function certificatePdf(a: Agreement, holder: CertificateHolder, issuedOn: Date = new Date()): Promise<Uint8Array> {
  const start = periodStart(a.renewalDate);
  const period = start ? `${formatDate(start)} – ${formatDate(a.renewalDate)}` : `til ${formatDate(a.renewalDate)}`;
  const pdf = new TaggedPdf({ title: `Forsikringsbevis ${a.agreementNumber}`, subject: `Forsikringsbevis for ${a.productName}, ${a.buildingAddress}` });

  pdf.letterhead('Forsikringsbevis', `${a.productName} · Avtalenummer ${a.agreementNumber} · Utstedt ${formatDate(issuedOn.toISOString())}`);

  const contents = isContentsInsurance(a);
  pdf.section(contents ? 'Forsikringstaker og forsikret adresse' : 'Forsikringstaker og forsikret bygning', (s) =>
    s.facts([
      ['Forsikringstaker', holder.fullName],
      ...(maskedSsn(holder.socialSecurityNumber) ? ([['Fødselsnummer', maskedSsn(holder.socialSecurityNumber)]] as const) : []),
      ...insuredAddressFacts(a, osloToday(issuedOn)),
      // A contents insurance insures what is in the home, not a building of a type.
      contents ? (['Forsikringen gjelder', 'Innbo'] as const) : (['Bygningstype', a.productTagName] as const),
    ]),
  );

  pdf.section('Forsikringen', (s) => {
    s.facts([
      ['Forsikring', a.productName],
      ['Avtalenummer', a.agreementNumber],
      ['Forsikringsselskap', agentName(a.agent) || PRODUCT_NAME],
      ['Forsikringsperiode', period],
      ['Fornyelsesdato', formatDate(a.renewalDate)],
      ['Pris per år', a.price === null ? 'Ikke oppgitt' : kr(a.price)],
      ['Pris per måned', a.price === null ? 'Ikke oppgitt' : `${formatMonthlyPrice(a.price)} kr`],
    ]);
    s.paragraph(a.productDescription, { muted: true });
  });

  pdf.section('Dette dekker forsikringen', (s) => s.bullets([...a.termsAndServicesHighlights, ...a.services]));

  if (a.termsAndCoNotIncluded.length > 0) {
    pdf.section('Dette dekker forsikringen ikke', (s) => s.bullets(a.termsAndCoNotIncluded));
  }

  pdf.section('Egenandel', (s) =>
    s.paragraph('Egenandelen er 2 000 kr ved skadedyrbekjempelse eller bygningsskade som dekkes, med mindre annet står i dette forsikringsbeviset.'),
  );

  pdf.section('Vilkår', (s) =>
    s.paragraph(
      `Forsikringen gjelder etter vilkårene «${termsTitle(a.termsandConditionName)}». Vilkårene og dette forsikringsbeviset finner du under Forsikringer på Min side. Les dem nøye, og si fra til oss hvis noe i forsikringsbeviset ikke stemmer.`,
    ),
  );

  pdf.section('Hvis skaden er ute', (s) =>
    s.paragraph(
      `Meld skaden på Min side så snart du oppdager den, eller ring oss på ${CONTACT.phone} (${CONTACT.openingHours}). Vi tar kontakt innen neste virkedag. Ikke sett i gang utbedring før du har snakket med oss.`,
    ),
  );

  return pdf.end();
}
