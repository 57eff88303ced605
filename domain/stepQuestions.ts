/** How a flow declares what each of its steps asks (./flowDeclaration.ts says where it sits). */

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
