import * as v from 'valibot';
import { emailAddressSchema } from './emailAddress';
import { storableText } from './text';

/** A phone number as the user typed it: optional leading +, digits and spaces, at most 20 characters. */
const phoneSchema = v.pipe(
  v.string('Telefonnummeret må være tekst.'),
  storableText(),
  v.maxLength(20, 'Telefonnummeret er for langt.'),
  v.regex(/^\+?[0-9 ]*$/, 'Telefonnummer må kun inneholde siffer.'),
);

/** The profile's address (domain/schemas/emailAddress.ts), trimmed as it is stored; '' removes it. */
const emailSchema = v.pipe(v.string('E-postadressen må være tekst.'), storableText(), v.trim(), emailAddressSchema);

/** PATCH /api/updateUser: the user's id plus the changed fields (SPEC §7). Unknown keys are rejected. */
export const userUpdateSchema = v.strictObject(
  {
    id: v.pipe(v.string('id mangler.'), v.uuid('Ugyldig id.')),
    consentToFurtherInformation: v.optional(v.boolean('consentToFurtherInformation må være true eller false.')),
    bulkEmailConsent: v.optional(v.boolean('bulkEmailConsent må være true eller false.')),
    notifyOnCaseStatus: v.optional(v.boolean('notifyOnCaseStatus må være true eller false.')),
    mobilePhone: v.optional(v.nullable(phoneSchema)),
    email: v.optional(v.nullable(emailSchema)),
  },
  'Ukjent felt i forespørselen.',
);

export type UserUpdateInput = v.InferOutput<typeof userUpdateSchema>;

/** The consent modal on the home page (SPEC §2, §5). */
export const consentFormSchema = v.object({
  consent: v.pipe(v.boolean(), v.literal(true, 'Du må samtykke til digital kommunikasjon')),
});
