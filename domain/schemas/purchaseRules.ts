/**
 * The rules of each purchase step (SPEC §5 Purchase address, Start date and contact, Purchase summary) as a
 * table: which field, when the rule applies, and the valibot schema its value must pass. Every failing
 * field of the step is reported at once, each with its first message.
 */
import * as v from 'valibot';
import type { PurchaseField, PurchaseForm } from '../purchaseForm';
import { isWithin, startDateDay, startDateWindow, START_DATE_MAX_DAYS, START_DATE_WINDOW_WHY } from '../purchaseDates';
import type { PurchaseStepName } from '../purchaseSteps';
import { countryCodeSchema, phoneNumberSchema, text } from './contact';
import { EMAIL_ADDRESS_MESSAGES, emailAddressSchema } from './emailAddress';
import { PURCHASE_TEXT_MAX } from './purchaseFields';
import { condition, type Condition } from './ruleWords';

export const PURCHASE_MESSAGES = {
  addressRequired: 'Oppgi adressen du ønsker å forsikre.',
  addressFromList: 'Du må velge en adresse fra listen',
  streetRequired: 'Fyll inn gateadresse',
  streetTooShort: 'Gateadresse må være minst 5 tegn',
  /**
   * Not in SPEC: a street of symbols alone (emoji, punctuation) is no address the certificate can name. A property
   * without a street name is written by its gårds- and bruksnummer («12/345»), which needs no letter.
   */
  streetNeedsLetters: 'Gateadresse må inneholde bokstaver',
  streetTooLong: `Gateadresse kan ha maks ${PURCHASE_TEXT_MAX.street} tegn`,
  zipRequired: 'Fyll inn postnummer',
  zipInvalid: 'Postnummer må være 4 siffer',
  cityRequired: 'Fyll inn poststed',
  cityInvalid: 'Poststed kan kun inneholde bokstaver og mellomrom',
  cityTooLong: `Poststed kan ha maks ${PURCHASE_TEXT_MAX.city} tegn`,
  productRequired: 'Velg en forsikring',
  startDateRequired: 'Merk av i kalenderen datoen du ønsker at forsikringen skal starte fra.',
  startDateOutOfWindow: `Forsikringen kan starte tidligst i dag og senest ${START_DATE_MAX_DAYS} dager frem i tid. Velg en dato i kalenderen.`,
  emailRequired: 'Oppgi e-postadressen din.',
  emailInvalid: EMAIL_ADDRESS_MESSAGES.invalid,
  descriptionRequired: 'Før du bestiller forsikringen, fortell oss kort om skaden du har oppdaget i feltet.',
  descriptionTooShort: 'Beskrivelsen må være minst 15 tegn.',
  descriptionTooLong: 'Maks 4000 tegn',
  digitalConsentRequired: 'For å fullføre bestillingen din, må du samtykke til at vi kan kontakte deg digitalt.',
} as const;
const M = PURCHASE_MESSAGES;

export const STREET_MIN_LENGTH = 5;
export const DESCRIPTION_MIN_LENGTH = 15;
export const DESCRIPTION_MAX_LENGTH = 4000;
/** Letters (æøå and other accented letters too), space and hyphen. */
export const CITY_PATTERN = /^[\p{L} -]+$/u;
export const ZIP_PATTERN = /^\d{4}$/;

export type PurchaseFieldErrors = Partial<Record<PurchaseField, string>>;

export interface PurchaseValidationContext {
  /** The clock for the start-date window; defaults to now. */
  now?: Date;
}

interface Rule {
  field: PurchaseField;
  /** When the field is asked (none: always), with its words for the drawings (./ruleWords.ts). */
  when?: Condition<[form: PurchaseForm]>;
  /** Why the rule is what it is, for the business reader (./ruleWords.ts). */
  why?: string;
  /** The value checked; the field's value unless given. */
  value?: (form: PurchaseForm) => unknown;
  schema: v.GenericSchema | ((form: PurchaseForm, ctx: PurchaseValidationContext) => v.GenericSchema);
}

const filled = (s: string | null | undefined) => (s ?? '').trim() !== '';
export const isManualAddress = (f: Pick<PurchaseForm, 'typeAdressManually'>) => f.typeAdressManually === true;
export const hasReportedDamage = (f: Pick<PurchaseForm, 'confirmNoDamage'>) => f.confirmNoDamage === false;

/** When a rule applies, in the business reader's words (the step drawings list each field's rules with them). */
const ASKED = {
  searchedAddress: condition<[PurchaseForm]>('når kunden søker opp adressen', (f) => !isManualAddress(f)),
  typedAddress: condition('når kunden skriver inn adressen selv', isManualAddress),
  reportedDamage: condition('når kunden svarer at de kjenner til skade', hasReportedDamage),
} as const;

const formValue = v.custom<PurchaseForm>(() => true);

/**
 * The street, zip and city of an address typed in by hand (SPEC §5 «Purchase address», manual): the purchase's
 * building and a move's new address (domain/schemas/moving.ts) use the same schemas and messages.
 */
/**
 * An address line as printed on the certificate: control and format characters (a line break, U+200B, a direction
 * override) are spaces, runs of spaces one; what is left is judged.
 */
const addressLine = v.pipe(
  text,
  v.transform((s: string) => s.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim()),
);

export const streetAddressSchema = v.pipe(
  addressLine,
  v.nonEmpty(M.streetRequired),
  v.minLength(STREET_MIN_LENGTH, M.streetTooShort),
  v.regex(/\p{L}|^\d+ ?\/ ?\d+/u, M.streetNeedsLetters),
  v.maxLength(PURCHASE_TEXT_MAX.street, M.streetTooLong),
);
export const postalCodeSchema = v.pipe(text, v.nonEmpty(M.zipRequired), v.regex(ZIP_PATTERN, M.zipInvalid));
export const citySchema = v.pipe(addressLine, v.nonEmpty(M.cityRequired), v.regex(CITY_PATTERN, M.cityInvalid), v.maxLength(PURCHASE_TEXT_MAX.city, M.cityTooLong));

/** The building's street, zip and city (SPEC §5): typed in by hand, or brought by an address chosen from the register. */
const buildingAddressRules: Rule[] = [
  { field: 'buildingAddress', schema: streetAddressSchema },
  { field: 'buildingZip', schema: postalCodeSchema },
  { field: 'buildingCity', schema: citySchema },
];

const adresse: Rule[] = [
  {
    field: 'addressId',
    when: ASKED.searchedAddress,
    value: (f) => f,
    schema: v.pipe(
      formValue,
      v.check((f) => filled(f.addressId) || filled(f.insuredAddress), M.addressRequired),
      v.check((f) => filled(f.addressId), M.addressFromList),
    ),
  },
  // The form asks for these only when typed in by hand; an address chosen from the list brings them.
  ...buildingAddressRules.map((rule) => ({ ...rule, when: ASKED.typedAddress })),
];

const forsikring: Rule[] = [{ field: 'productCode', schema: v.pipe(text, v.nonEmpty(M.productRequired)) }];

const startdato: Rule[] = [
  {
    field: 'startDate',
    why: START_DATE_WINDOW_WHY,
    schema: (_f, ctx) => {
      const window = startDateWindow(ctx.now);
      return v.pipe(
        text,
        v.nonEmpty(M.startDateRequired),
        v.check((s) => startDateDay(s) !== null, M.startDateRequired),
        v.check((s) => isWithin(startDateDay(s) ?? '', window), M.startDateOutOfWindow),
      );
    },
  },
  { field: 'countryCode', schema: (f) => countryCodeSchema(f.phoneNumber) },
  { field: 'phoneNumber', schema: (f) => phoneNumberSchema(f.countryCode) },
  { field: 'email', schema: v.pipe(text, v.nonEmpty(M.emailRequired), emailAddressSchema) },
];

const oppsummering: Rule[] = [
  {
    field: 'damageDescription',
    when: ASKED.reportedDamage,
    schema: v.pipe(
      text,
      v.nonEmpty(M.descriptionRequired),
      v.minLength(DESCRIPTION_MIN_LENGTH, M.descriptionTooShort),
      v.maxLength(DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
    ),
  },
  { field: 'consentFurtherInformation', schema: v.custom<boolean>((value) => value === true, M.digitalConsentRequired) },
];

export const PURCHASE_STEP_RULES: Record<PurchaseStepName, readonly Rule[]> = { adresse, forsikring, startdato, oppsummering };

/** Every failing field of the rules with its first message; `{}` when all pass. Pure. */
function validateRules(rules: readonly Rule[], form: PurchaseForm, ctx: PurchaseValidationContext): PurchaseFieldErrors {
  const errors: PurchaseFieldErrors = {};
  for (const rule of rules) {
    if (errors[rule.field] !== undefined) continue;
    if (rule.when && !rule.when(form)) continue;
    const schema = typeof rule.schema === 'function' ? rule.schema(form, ctx) : rule.schema;
    const result = v.safeParse(schema, rule.value ? rule.value(form) : form[rule.field]);
    if (!result.success) errors[rule.field] = result.issues[0].message;
  }
  return errors;
}

/** Every failing field of the step with its first message; `{}` when the step is valid. Pure. */
export function validatePurchaseStep(
  step: PurchaseStepName,
  form: PurchaseForm,
  ctx: PurchaseValidationContext = {},
): PurchaseFieldErrors {
  return validateRules(PURCHASE_STEP_RULES[step], form, ctx);
}

/** The street, zip and city rules whichever way the address was given: an order holds them in both modes. */
export function validateBuildingAddress(form: PurchaseForm): PurchaseFieldErrors {
  return validateRules(buildingAddressRules, form, {});
}

export function isPurchaseStepValid(step: PurchaseStepName, form: PurchaseForm, ctx: PurchaseValidationContext = {}): boolean {
  return Object.keys(validatePurchaseStep(step, form, ctx)).length === 0;
}
