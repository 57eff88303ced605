import * as v from 'valibot';
import { EMAIL_INVALID_MESSAGE, EMAIL_PATTERN } from './user';

/**
 * POST /api/createBuyInsurance — the whole purchase form (SPEC §3 Purchase form, §5 rules).
 * Basic version: the server checks what it needs to store an order; the wizard's per-step schemas refine this later.
 * Extra keys are kept (looseObject) because the client sends the whole session-stored form.
 */
export const buyInsuranceSchema = v.pipe(
  v.looseObject({
    addressId: v.optional(v.nullable(v.string())),
    agent: v.optional(v.string()),
    buildingAddress: v.pipe(
      v.string('Oppgi adressen du ønsker å forsikre.'),
      v.trim(),
      v.minLength(1, 'Oppgi adressen du ønsker å forsikre.'),
      v.maxLength(200, 'Adressen er for lang.'),
    ),
    buildingZip: v.pipe(v.string('Fyll inn postnummer'), v.regex(/^\d{4}$/, 'Postnummer må være 4 siffer')),
    buildingCity: v.pipe(
      v.string('Fyll inn poststed'),
      v.trim(),
      v.minLength(1, 'Fyll inn poststed'),
      v.regex(/^[A-Za-zÆØÅæøåÄÖÜäöüÉé -]+$/, 'Poststed kan kun inneholde bokstaver og mellomrom'),
    ),
    buildingNumber: v.optional(v.nullable(v.string())),
    latNumber: v.optional(v.nullable(v.number())),
    lngNumber: v.optional(v.nullable(v.number())),
    confirmNoDamage: v.boolean('confirmNoDamage må være true eller false.'),
    consentFurtherInformation: v.literal(
      true,
      'For å fullføre bestillingen din, må du samtykke til at vi kan kontakte deg digitalt.',
    ),
    consentMarketing: v.optional(v.boolean()),
    damageDescription: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(4000, 'Maks 4000 tegn')))),
    email: v.pipe(
      v.string('Oppgi e-postadressen din.'),
      v.trim(),
      v.minLength(1, 'Oppgi e-postadressen din.'),
      v.regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE),
    ),
    insuredAddress: v.optional(v.nullable(v.string())),
    insuranceType: v.optional(v.nullable(v.string())),
    mobilePhone: v.pipe(
      v.string('Oppgi telefonnummeret.'),
      v.regex(/^\+\d{1,4}\d{4,15}$/, 'Oppgi et gyldig telefonnummer.'),
    ),
    countryCode: v.optional(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'Landkode må starte med "+" etterfulgt av 1-4 sifre.'))),
    phoneNumber: v.optional(v.pipe(v.string(), v.regex(/^\d*$/, 'Telefonnummer må kun inneholde siffer.'))),
    price: v.optional(v.nullable(v.number())),
    monthlyPrice: v.optional(v.nullable(v.number())),
    productCode: v.pipe(v.string('Velg en forsikring'), v.minLength(1, 'Velg en forsikring')),
    startDate: v.pipe(
      v.string('Merk av i kalenderen datoen du ønsker at forsikringen skal starte fra.'),
      v.minLength(1, 'Merk av i kalenderen datoen du ønsker at forsikringen skal starte fra.'),
      v.check((s) => !Number.isNaN(Date.parse(s)), 'Ugyldig startdato.'),
    ),
    customerRoute: v.optional(v.nullable(v.number())),
    typeAdressManually: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [['confirmNoDamage'], ['damageDescription']],
      (f) => f.confirmNoDamage || (f.damageDescription ?? '').trim().length > 0,
      'Før du bestiller forsikringen, fortell oss kort om skaden du har oppdaget i feltet.',
    ),
    ['damageDescription'],
  ),
  v.forward(
    v.partialCheck(
      [['confirmNoDamage'], ['damageDescription']],
      (f) => f.confirmNoDamage || (f.damageDescription ?? '').trim().length >= 15,
      'Beskrivelsen må være minst 15 tegn.',
    ),
    ['damageDescription'],
  ),
);

export type BuyInsuranceInput = v.InferOutput<typeof buyInsuranceSchema>;
