/**
 * The bokmål check of `npm run diagrams:check` (scripts/diagrams/businessLanguage.ts, issue 48): the business
 * drawings and the explorer's own texts hold no SPEC reference, English event or error name, code word or route
 * placeholder; a planted English label fails it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessDrawingProblems, foreignWordsIn, textProblems } from '../../scripts/diagrams/businessLanguage';
import { loadExplorerFlows } from '../../scripts/explorer/flows';
import { explorerTexts } from '../../scripts/explorer/texts';

const DIR = 'docs/machines';
const committedBusinessDrawings = () =>
  new Map(readdirSync(DIR).filter((n) => /\.business\.(mmd|svg)$/.test(n)).map((n) => [n, readFileSync(`${DIR}/${n}`, 'utf8')]));

describe('what is no bokmål for a business reader', () => {
  it.each([
    ['Appen skriver feilen i loggen sin (SPEC §8): x', 'a SPEC reference «SPEC»'],
    ['Bare logget (§ 6)', 'a SPEC reference «§ 6»'],
    ['Submit case failed', 'an English word «Submit»'],
    ['Cancel agreement refused', 'an English word «refused»'],
    ['/forsikringer/$agreementId/si-opp', 'a route placeholder «$agreementId»'],
    ['Kunden sender user.next', 'an event name «user.next»'],
    ['Appen kaller logError', 'a code word «logError»'],
  ])('«%s» has %s', (text, problem) => {
    expect(foreignWordsIn(text)).toContain(problem);
  });

  it.each([
    'Kunden trykker NESTE',
    "Meldingen vises (f.eks. 'Denne bestillingen er allerede sendt…')",
    '1. Adresse /kjop-forsikring ?steg=adresse',
    '(forsikringens side)/si-opp',
    'Innlogging med e-ID (BankID), utenfor portalen',
    'ellers fornyes forsikringen automatisk (forsikringsavtaleloven § 3-2)',
  ])('«%s» is bokmål', (text) => {
    expect(foreignWordsIn(text)).toEqual([]);
  });
});

describe('the business drawings', () => {
  it('as committed have only bokmål', () => {
    const drawings = committedBusinessDrawings();
    expect(drawings.size).toBeGreaterThan(10);
    expect(businessDrawingProblems(drawings)).toEqual([]);
  });

  it('fail with an English label planted in an overview', () => {
    const drawings = committedBusinessDrawings();
    const overview = drawings.get('purchase.business.mmd')!;
    drawings.set('purchase.business.mmd', overview.replace('  end\n', '  end\n  n99["Create buy insurance failed"]\n'));
    expect(businessDrawingProblems(drawings)).toEqual([
      'docs/machines/purchase.business.mmd: an English word «Create» in «Create buy insurance failed»',
      'docs/machines/purchase.business.mmd: an English word «insurance» in «Create buy insurance failed»',
      'docs/machines/purchase.business.mmd: an English word «failed» in «Create buy insurance failed»',
    ]);
  });

  it('fail with an HTTP status planted in an overview, where the customer’s terms belong (it refuses, it fails)', () => {
    const drawings = committedBusinessDrawings();
    const overview = drawings.get('cancellation.business.mmd')!;
    drawings.set('cancellation.business.mmd', overview.replace('  end\n', '  end\n  n99["Tjeneren svarte 409, eller feilet (500)"]\n'));
    expect(businessDrawingProblems(drawings)).toEqual([
      'docs/machines/cancellation.business.mmd: an HTTP status «svarte 409» in «Tjeneren svarte 409, eller feilet (500)»',
      'docs/machines/cancellation.business.mmd: an HTTP status «(500» in «Tjeneren svarte 409, eller feilet (500)»',
    ]);
    expect(foreignWordsIn('Maks 4000 tegn, tidligst om 183 dager')).toEqual([]);
  });

  it('fail with an English label planted in a step diagram’s picture', () => {
    const drawings = committedBusinessDrawings();
    const svg = drawings.get('purchase.oppsummering.business.svg')!;
    drawings.set('purchase.oppsummering.business.svg', svg.replace('</svg>', '<text x="0" y="0">Update case failed</text></svg>'));
    expect(businessDrawingProblems(drawings)).toHaveLength(3);
  });
});

describe("the explorer's own texts", () => {
  it('are bokmål, and every error the flows log has its words', async () => {
    const { texts, missing } = explorerTexts(await loadExplorerFlows());
    expect(missing).toEqual([]);
    expect(textProblems(texts)).toEqual([]);
    expect(texts.get("the log's line for purchase's «Create buy insurance refused»")).toBe('Appen skriver i feilloggen sin: tjeneren avviste bestillingen');
    expect(texts.get("the log's line for purchase's «Create buy insurance got no answer»")).toBe('Appen skriver i feilloggen sin: bestillingen fikk ikke svar');
  });

  it('fail with an English choice planted in a flow', async () => {
    const [first, ...rest] = await loadExplorerFlows();
    const planted = { ...first!, choices: [...first!.choices, { key: 'planted', label: 'Submit fails', initial: false, when: 'any time' as const }] };
    const problems = textProblems(explorerTexts([planted, ...rest]).texts);
    expect(problems).toEqual([
      `scripts/explorer/flows/${first!.id}.ts choice planted: an English word «Submit» in «Submit fails»`,
      `scripts/explorer/flows/${first!.id}.ts choice planted: an English word «fails» in «Submit fails»`,
    ]);
  });

  it('name an error a machine logs without its words', async () => {
    const flows = await loadExplorerFlows();
    const purchase = flows.find((f) => f.id === 'purchase')!;
    const machineWithNewError = (...args: Parameters<typeof purchase.machine>) => {
      const machine = purchase.machine(...args);
      return { ...machine, config: { ...machine.config, entry: { type: 'logError', params: { message: 'Order exploded' } } } } as typeof machine;
    };
    const { missing } = explorerTexts([{ ...purchase, machine: machineWithNewError }]);
    expect(missing).toEqual(['scripts/explorer/loggedErrors.ts: no bokmål words for «Order exploded» (logged by purchase)']);
  });
});
