/**
 * What the damage report's step rules (./damageReportRules.ts) say when a value fails (SPEC §5 Damage report), in the
 * customer's words: the form shows them under the field, the server answers with them, tests name them.
 */
import { DAMAGE_DATE_INVALID_MESSAGE } from './dates';

export const DAMAGE_REPORT_MESSAGES = {
  reportedByTypeRequired: 'Angi hvem du melder skaden som.',
  roleRequired: 'Velg rolle før du går videre.',
  otherRoleRequired: 'Fortell oss hvilken rolle du har i forhold til den du melder på vegne av.',
  policyHolderNameRequired: 'Fortell oss hvem (navnet) du melder skaden på vegne av.',
  ssnLength: 'Fødselsnummeret må inneholde 11 sifre',
  ssnTooLong: 'Fødselsnummeret kan maks inneholde 11 sifre',
  digitsOnly: 'Kun tall er tillatt.',
  organizationRequired: 'Velg en organisasjon før du går videre.',
  organizationFromList: 'Vennligst velg en gyldig organisasjon fra listen.',
  organizationNameRequired: 'Oppgi navnet på boligselskapet/sameiet.',
  locationRequired: 'Oppgi adressen til skadestedet.',
  locationFromList: 'Du må velge et skadested',
  insurerRequired: 'Velg hvilket forsikringsselskap du er forsikret hos.',
  insuranceTypesRequired: 'Huk av hvilke forsikringer du har før du går videre.',
  privateTypesExclusive: 'Disse forsikringstypene kan ikke velges sammen. Velg bare én av dem.',
  companyTypeExclusive: 'Dette alternativet kan ikke velges sammen med andre forsikringstyper.',
  damageDateRequired: 'Merk av i kalenderen datoen du oppdaget skaden.',
  damageDateInFuture: 'Datoen kan ikke være etter dagens dato.',
  damageDateInvalid: DAMAGE_DATE_INVALID_MESSAGE,
  damageTypeRequired: 'Velg type skade fra listen før du går videre.',
  textTooLong: 'Maks 200 tegn tillatt.',
  attachmentChoiceRequired: 'Velg om du vil laste opp vedlegg eller ikke',
  attachmentRequired: 'Last opp minst ett vedlegg',
  descriptionRequired: 'Beskriv skaden før du går videre.',
  descriptionTooLong: 'Maks 4000 tegn tillatt.',
  contactPersonRequired: 'Velg hvem som skal være kontaktperson.',
  contactPersonNameRequired: 'Oppgi navnet til kontaktpersonen.',
  contactPersonEmailRequired: 'Oppgi e-postadressen til kontaktpersonen.',
  informationConfirmedRequired:
    'Du må bekrefte at informasjonen er korrekt og samtykke til at vi kan kontakte deg i saken',
} as const;
