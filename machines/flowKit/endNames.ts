/**
 * A flow's pages that are no step (its declaration's `ends`, domain/flowDeclaration.ts), each by its name as the
 * customer reads it: its heading, or the heading's fixed start where the heading holds a date («Forsikringen er sagt
 * opp» og gjelder til og med …). Each flow's business view (machines/<flow>.businessView.ts) gives one for every end
 * of its declaration (the compiler names a missing one); the explorer names the end pages by them, and the browser
 * tests check them against the headings the views render.
 */
export type EndNames<TDeclaration extends { ends: Readonly<Record<string, string>> }> = Readonly<Record<keyof TDeclaration['ends'] & string, string>>;
