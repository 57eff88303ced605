/** How a flow declares what each of its steps asks (./flowDeclaration.ts says where it sits). */
import type { Condition } from './schemas/ruleWords';

/**
 * What each step of a flow asks: per step, each field by its name in the flow's rule table, with its question or
 * label as the form shows it (a step that asks nothing has none). The form's views read their labels here; the
 * machine puts each step's on its state (`meta.asks`), where the drawings and the explorer read them; a test holds
 * the rule tables to them (a rule of a field its step does not ask fails).
 */
export type StepQuestions<TStep extends string, TField extends string = string> = {
  readonly [S in TStep]: Readonly<Partial<Record<TField, string>>>;
};

/** The fields `questions` asks on any step. */
export type AskedField<Q> = { [S in keyof Q]: keyof Q[S] & string }[keyof Q];

/** A phone asked as a country code and a number under one legend (src/components/form/PhoneFields.tsx shows the parts' labels). */
export const PHONE_PART_LABELS = { code: 'Landkode', number: 'Telefonnummer' } as const;

/** The questions of one phone, in the form's order: the code answers to «Landkode (legend)», the number to the legend. */
export const phoneQuestions = <const TCode extends string, const TNumber extends string>(code: TCode, number: TNumber, legend: string) =>
  ({ [code]: `${PHONE_PART_LABELS.code} (${legend})`, [number]: legend }) as { [K in TCode | TNumber]: string };

/** The fields `step` asks, in the order its questions are declared. */
export const fieldsAsked = <Q extends StepQuestions<string>>(questions: Q, step: keyof Q) =>
  Object.keys(questions[step] as object) as AskedField<Q>[];

/**
 * When a question is shown, where not always and not as its rules say (a rule that holds whatever the form shows has
 * no `when`): per step, each such field's test on the form with its words for the business reader
 * (./schemas/ruleWords.ts `condition`). The view asks the test (through the machine's selector); the step drawings
 * read the words (`shownWhenInWords`, the flow's business view). One fact, in one place.
 */
export type ShownWhen<TStep extends string, TField extends string, TForm> = {
  readonly [S in TStep]?: Readonly<Partial<Record<TField, Condition<[form: TForm]>>>>;
};

/** Each step's shown-when conditions in words: step → field → «når …». */
export const shownWhenInWords = (shown: Readonly<Record<string, Readonly<Partial<Record<string, { readonly nb: string }>>> | undefined>>) =>
  Object.fromEntries(
    Object.entries(shown).map(([step, fields]) => [step, Object.fromEntries(Object.entries(fields ?? {}).map(([field, c]) => [field, c!.nb]))]),
  ) as Record<string, Readonly<Record<string, string>>>;
