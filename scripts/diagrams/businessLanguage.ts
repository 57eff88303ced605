/**
 * Only bokmål and the customer's words where a business reader looks (issue 48): the business overviews and step
 * diagrams (`*.business.mmd`, `*.business.svg`) and the explorer's own texts (its log, its choices, the stand-in
 * server's words). `npm run diagrams:check` fails on a SPEC reference, an English event or error name, a code word
 * or a route placeholder in any of them.
 */

/** English words of the machines' events, errors and states that are no bokmål words. */
const ENGLISH_WORDS = [
  'failed',
  'fails',
  'failure',
  'refused',
  'error',
  'update',
  'create',
  'submit',
  'cancel',
  'cancelled',
  'load',
  'loading',
  'user',
  'case',
  'agreement',
  'insurance',
  'draft',
  'delete',
  'attachments',
  'refresh',
  'exists',
  'customer',
  'the',
  'with',
  'when',
  'shows',
  'answer',
  'found',
  'something',
  'wrong',
];

const FOREIGN: { what: string; pattern: RegExp }[] = [
  // A paragraph of a law the reader knows by name («forsikringsavtaleloven § 3-2») is the reader's own word; a bare § is SPEC's.
  { what: 'a SPEC reference', pattern: /\bSPEC\b|(?<!loven\s)§\s*\d/g },
  { what: 'a route placeholder', pattern: /\$[A-Za-z]\w*/g },
  { what: 'an English word', pattern: new RegExp(`(?<!\\p{L})(?:${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'giu') },
  // An event of a machine (user.next, xstate.route, outbox.answered) or a name in code (logError, orderNoAnswer).
  { what: 'an event name', pattern: /(?<![\p{L}.])(?:user|xstate|page|outbox|connection|notice|upload)\.[a-z]\w*/gu },
  { what: 'a code word', pattern: /(?<![\p{L}$])\p{Ll}+\p{Lu}[\p{L}\d]*/gu },
];

/**
 * What the drawings say of a server's answer in the customer's terms (it refuses, it fails, no answer), never by its
 * HTTP status («svarte 409», «(500)», «5xx»).
 */
const HTTP_STATUS = { what: 'an HTTP status', pattern: /(?:\(|\bsvar\p{L}*\s+|\bstatus\s+)[45](?:\d\d|xx)\b|\b[45]xx\b/giu };

/** What in `text` is no bokmål for a business reader: `a SPEC reference «SPEC §8»`, one line each. */
export function foreignWordsIn(text: string, extra: readonly { what: string; pattern: RegExp }[] = []): string[] {
  return [...FOREIGN, ...extra].flatMap(({ what, pattern }) => [...text.matchAll(pattern)].map((m) => `${what} «${m[0]}»`));
}

/** The words a business overview or step diagram shows in Mermaid: its title and every label, decoded. */
export function mermaidLabels(mmd: string): string[] {
  const lines = mmd.split('\n').filter((l) => !/^\s*(%%|classDef |class |click |style |linkStyle )/.test(l));
  return [...lines.join('\n').matchAll(/"([^"]*)"/g)].map((m) => decodeMermaid(m[1]!));
}

/** The words an SVG shows: its text elements (the tooltips, <title>, carry the machine's ids for developers). */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => decodeXml(m[1]!.replace(/<[^>]+>/g, ' ')));
}

const decodeMermaid = (label: string) =>
  label.replace(/<br\s*\/?>/g, ' ').replace(/#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

const decodeXml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The problems of the generated business drawings, by file: `docs/machines/x.business.mmd: an English word «failed» in «…»`. */
export function businessDrawingProblems(files: ReadonlyMap<string, string>): string[] {
  return [...files]
    .filter(([name]) => /\.business\.(mmd|svg)$/.test(name))
    .flatMap(([name, content]) => {
      const texts = name.endsWith('.mmd') ? mermaidLabels(content) : svgTexts(content);
      return texts.flatMap((text) => foreignWordsIn(text, [HTTP_STATUS]).map((p) => `docs/machines/${name}: ${p} in «${text.slice(0, 80)}»`));
    });
}

/** The problems of texts the explorer shows, each named by where it comes from. */
export function textProblems(texts: ReadonlyMap<string, string>): string[] {
  return [...texts].flatMap(([where, text]) => foreignWordsIn(text).map((p) => `${where}: ${p} in «${text.slice(0, 80)}»`));
}
