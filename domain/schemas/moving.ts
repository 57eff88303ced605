/**
 * «Meld flytting» schemas, shared by the moving form and the server (docs/moving.md).
 * - `moveRequestSchema`: POST /api/reportMove, strict (an unknown key is refused, in the address too). It checks the
 *   shape and the address; whether the date is allowed needs today and the agreement's moves (`movingDateRefusal`).
 * - `movingChoiceIssues`: the form's fields, field → message, with the date's window.
 * The address has the purchase's rules and messages for an address typed in by hand (purchaseRules.ts); a missing
 * or malformed date gets the message the form shows for it.
 */
import * as v from 'valibot';
import { isDay } from '../cancellation';
import { MOVING_DATE_WINDOW_WHY, movingDateRefusal, MOVING_MESSAGES, type MovingContext } from '../moving';
import { CANCELLATION_REQUEST_MESSAGES, type Parsed } from './cancellation';
import { citySchema, PURCHASE_MESSAGES, postalCodeSchema, streetAddressSchema } from './purchaseRules';
import { messagesOf, type RuleInWords } from './ruleWords';

const M = CANCELLATION_REQUEST_MESSAGES;

export const MOVE_REQUEST_MESSAGES = {
  unknownField: 'Flyttemeldingen inneholder et ukjent felt.',
  notAnObject: 'Flyttemeldingen må være et JSON-objekt.',
} as const;

const uuid = (field: string) => v.pipe(v.string(M.invalid(field)), v.uuid(M.invalid(field)));

/** A field that is text or nothing (nothing is the field's «Fyll inn …»); any other type is invalid. */
const textField = <S extends v.GenericSchema<string | null | undefined, string>>(field: string, schema: S) =>
  v.pipe(
    v.custom<string | null | undefined>((x) => x === null || x === undefined || typeof x === 'string', M.invalid(field)),
    schema,
  );

/** A strict object's message for a key it lacks (that field's message) or one it does not know (unknownField). */
const strictMessage =
  (missing: Record<string, string>) =>
  (issue: v.StrictObjectIssue): string => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    return issue.expected !== 'never' && typeof key === 'string' && key in missing ? missing[key]! : MOVE_REQUEST_MESSAGES.unknownField;
  };

export const newAddressSchema = v.strictObject(
  {
    streetAddress: textField('streetAddress', streetAddressSchema),
    postalCode: textField('postalCode', postalCodeSchema),
    city: textField('city', citySchema),
  },
  strictMessage({ streetAddress: PURCHASE_MESSAGES.streetRequired, postalCode: PURCHASE_MESSAGES.zipRequired, city: PURCHASE_MESSAGES.cityRequired }),
);

const movingDateSchema = v.pipe(
  v.string(MOVING_MESSAGES.movingDateRequired),
  v.check((s) => isDay(s), MOVING_MESSAGES.movingDateRequired),
);

export const moveRequestSchema = v.strictObject(
  {
    agreementId: uuid('agreementId'),
    /** No address at all is the street's «Fyll inn gateadresse», the form's first field. */
    newAddress: v.pipe(
      v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), PURCHASE_MESSAGES.streetRequired),
      newAddressSchema,
    ),
    movingDate: movingDateSchema,
    /** The client's idempotency key: the same request sent again gets the first answer. */
    requestId: uuid('requestId'),
  },
  strictMessage({
    agreementId: M.invalid('agreementId'),
    newAddress: PURCHASE_MESSAGES.streetRequired,
    movingDate: MOVING_MESSAGES.movingDateRequired,
    requestId: M.invalid('requestId'),
  }),
);

export type MoveRequest = v.InferOutput<typeof moveRequestSchema>;

/** Parses POST /api/reportMove's body; a failure is its first message, for the 400 answer. */
export function parseMoveRequest(input: unknown): Parsed<MoveRequest> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { success: false, message: MOVE_REQUEST_MESSAGES.notAnObject };
  const result = v.safeParse(moveRequestSchema, input);
  return result.success ? { success: true, value: result.output } : { success: false, message: result.issues[0].message };
}

/** The form's answers as typed; nothing chosen yet is null or ''. */
export interface MovingChoice {
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  movingDate: string | null;
}

export type MovingChoiceIssues = Partial<Record<keyof MovingChoice, string>>;

type AddressField = 'streetAddress' | 'postalCode' | 'city';

/** Each failing line of an address with its first message (the purchase's rules for an address typed in by hand). */
function addressIssues(address: Pick<MovingChoice, AddressField>): Partial<Record<AddressField, string>> {
  const issues: Partial<Record<AddressField, string>> = {};
  const fields = [
    ['streetAddress', streetAddressSchema],
    ['postalCode', postalCodeSchema],
    ['city', citySchema],
  ] as const;
  for (const [field, schema] of fields) {
    const result = v.safeParse(schema, address[field]);
    if (!result.success) issues[field] = result.issues[0].message;
  }
  return issues;
}

/** Every failing field of the form with its first message (the same the server answers); `{}` when all pass. */
export function movingChoiceIssues(choice: MovingChoice, ctx: MovingContext): MovingChoiceIssues {
  const issues: MovingChoiceIssues = addressIssues(choice);
  const refusal = movingDateRefusal(choice.movingDate, ctx);
  if (refusal) issues.movingDate = refusal;
  return issues;
}

/** The address step's own messages, where the new address is searched for rather than typed in. */
export const MOVING_ADDRESS_MESSAGES = {
  addressRequired: 'Oppgi adressen du flytter til.',
  addressFromList: PURCHASE_MESSAGES.addressFromList,
} as const;

/** The address step as the form has it: searched (a hit chosen, or only typed) or typed in by hand. */
export interface MovingAddressChoice extends Pick<MovingChoice, AddressField> {
  manual: boolean;
  addressSearch: string;
  chosen: Pick<MovingChoice, AddressField> | null;
}

/**
 * The address step's messages. Typed in by hand: each line's. Searched: on the search field, none typed
 * («Oppgi adressen du flytter til.»), typed but no hit chosen («Du må velge en adresse fra listen»), or a hit whose
 * line the rules refuse (a street under 5 characters): that line's message, as the server would answer it.
 */
export function movingAddressIssues(choice: MovingAddressChoice): Partial<Record<AddressField | 'addressSearch', string>> {
  if (choice.manual) return addressIssues(choice);
  if (!choice.chosen) return { addressSearch: choice.addressSearch.trim() ? MOVING_ADDRESS_MESSAGES.addressFromList : MOVING_ADDRESS_MESSAGES.addressRequired };
  const refused = Object.values(addressIssues(choice.chosen))[0];
  return refused ? { addressSearch: refused } : {};
}

/**
 * An address's lines as the rules read them (and the server stores them): control and format characters spaces,
 * runs of spaces one, trimmed. A line the rules refuse stays as typed (its message says why).
 */
export function cleanedAddress<A extends Pick<MovingChoice, AddressField>>(address: A): { [K in AddressField]: string } {
  const line = (schema: v.GenericSchema<unknown, string>, value: string | null) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : (value ?? '');
  };
  return {
    streetAddress: line(streetAddressSchema, address.streetAddress),
    postalCode: line(postalCodeSchema, address.postalCode),
    city: line(citySchema, address.city),
  };
}

/**
 * «Meld flytting»'s rules in words for the step drawings (./ruleWords.ts): the address searched or typed in by hand,
 * and the moving date with its window and why, the window's days as «{første dag}» and «{siste dag}».
 */
export function movingRulesInWords(): Record<'adresse' | 'dato' | 'oppsummering', RuleInWords[]> {
  const typed = 'når kunden skriver inn adressen selv';
  const window = { first: '{første dag}', last: '{siste dag}' };
  return {
    adresse: [
      { field: 'addressSearch', when: 'når kunden søker opp adressen', messages: Object.values(MOVING_ADDRESS_MESSAGES) },
      { field: 'streetAddress', when: typed, messages: messagesOf(streetAddressSchema) },
      { field: 'postalCode', when: typed, messages: messagesOf(postalCodeSchema) },
      { field: 'city', when: typed, messages: messagesOf(citySchema) },
    ],
    dato: [
      {
        field: 'movingDate',
        when: MOVING_DATE_WINDOW_WHY,
        messages: [
          MOVING_MESSAGES.movingDateRequired,
          MOVING_MESSAGES.movingDateNotAllowed(window),
          MOVING_MESSAGES.movingDateNotAllowed({ ...window, coverStart: '{startdato}' }),
          MOVING_MESSAGES.movingDateNotAllowed({ ...window, afterMove: '{forrige flyttedato}' }),
        ],
      },
    ],
    oppsummering: [],
  };
}
