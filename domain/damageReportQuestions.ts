/**
 * What each step of the damage report asks (./stepQuestions.ts), beside its declaration (./damageReportSteps.ts): each
 * field by its name in the step's rule table (domain/schemas/damageReportRules.ts, its rules and messages), with its
 * question as the form shows it. The steps' views take their labels from here; a step shows a question only when its
 * rule asks it (the role's, the organisation's: the table's `when`), or, where its rule holds whatever is shown, when
 * `damageReportShownWhen` says.
 */
import type { StepName } from './damageReportSteps';
import { DAMAGE_TYPE_OTHER } from './metadata';
import type { CaseFormField } from './schemas/damageReportFields';
import { condition } from './schemas/ruleWords';
import type { CaseForm } from './types';
import { phoneQuestions, type ShownWhen, type StepQuestions } from './stepQuestions';

export const damageReportQuestions = {
  rolle: {
    reportedByType: 'Melder du skaden som privatperson eller for en organisasjon?',
    whoIsReportingTheDamage: 'Hvilken rolle har du?',
    whoIsReportingTheDamageComp: 'Hvilken rolle har du i boligselskapet?',
    otherRole: 'Beskriv rollen din',
    policyHolderFullName: 'Fullt navn',
    policyHolderSocialSecurityNumber: 'Fødselsnummer (11 siffer)',
    ...phoneQuestions('countryCodePolicyHolder', 'phoneNumberPolicyHolder', 'Mobilnummer'),
    organizationSearch: 'Boligselskap, sameie eller bedrift',
    organizationName: 'Navn på boligselskapet/sameiet',
  },
  lokasjon: {
    addresseId: 'Velg adressen til skadestedet',
    addressSearch: 'Adressen til skadestedet',
  },
  forsikring: {
    insuranceAgent: 'Forsikringsselskap',
    insuranceTypePrivate: 'Hvilke forsikringer har du?',
    insuranceTypeComp: 'Hvilke forsikringer har boligselskapet?',
  },
  skade: {
    damageDate: 'Når oppdaget du skaden?',
    damageType: 'Hva slags skade er det?',
    otherDamageType: 'Hvilken skade er det?',
  },
  informasjon: {
    dmgAddAttachment: 'Vil du laste opp bilder eller andre vedlegg?',
    attachments: 'Vedlegg',
    descriptionOfDamage: 'Beskriv skaden',
  },
  kontakt: {
    ...phoneQuestions('countryCode', 'phoneNumber', 'Mobilnummeret ditt'),
    email: 'E-postadressen din',
    ...phoneQuestions('countryCodeComp', 'phoneNumberComp', 'Mobilnummer til styret'),
    emailComp: 'E-post til styret',
    whoIsContactPerson: 'En annen person skal være kontaktperson',
    caseContactFullname: 'Fullt navn',
    ...phoneQuestions('countryCodeCaseContact', 'phoneNumberCaseContact', 'Mobilnummer'),
    caseContactEmail: 'E-post',
  },
  oppsummering: {
    informationConfirmed: 'Jeg bekrefter at informasjonen er korrekt, og samtykker til at dere kan kontakte meg i saken.',
  },
} as const satisfies StepQuestions<StepName, CaseFormField | 'attachments'>;

/**
 * The questions shown only for some answers whose rule holds whatever is shown (./stepQuestions.ts `ShownWhen`):
 * «Hvilken skade er det?» for the damage type «Annet»; its rule (at most 200 characters, storable text) holds for
 * whatever the form keeps, as the server stores it. The step's view shows it by this test (through the machine's
 * selector), and the step's drawing says when, in these words.
 */
export const damageReportShownWhen = {
  skade: { otherDamageType: condition('når skadetypen er «Annet»', (f: Pick<CaseForm, 'damageType'>) => f.damageType === DAMAGE_TYPE_OTHER) },
} as const satisfies ShownWhen<StepName, CaseFormField, Pick<CaseForm, 'damageType'>>;
