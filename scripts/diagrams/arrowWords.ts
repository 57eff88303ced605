/**
 * The short words the business drawings write on an arrow where no button is pressed or no rule is named, and what
 * they mean: the legend of a drawing that uses one explains it (./businessPrint.ts).
 */
export const ARROW_WORDS = {
  straks: 'med en gang, uten at kunden gjør noe',
  ellers: 'når ingen av de andre reglene for samme knapp eller hendelse holder',
  blir: 'kunden blir der og får vite det som står i boksen pilen går til',
} as const;

export type ArrowWord = keyof typeof ARROW_WORDS;

/** The legend's sentence for the arrow words `labels` use (a line of its own, or a bullet «• ellers»), in legend order. */
export function arrowWordsExplained(labels: readonly (readonly string[])[]): string[] {
  const used = new Set(labels.flatMap((lines) => lines.map((line) => line.replace(/^• /, ''))));
  const words = (Object.keys(ARROW_WORDS) as ArrowWord[]).filter((word) => used.has(word));
  return words.length ? [`Ord på pilene: ${words.map((w) => `«${w}»: ${ARROW_WORDS[w]}`).join('; ')}.`] : [];
}
