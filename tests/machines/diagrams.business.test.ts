import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_NOTICES } from '../../domain/cancellationNotices';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { DAMAGE_REPORT_NOTICES } from '../../domain/damageReportNotices';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { FLOWS } from '../../domain/flows';
import { PURCHASE_NOTICES } from '../../domain/purchaseNotices';
import { purchaseSteps } from '../../domain/purchaseSteps';
import { cancellationBusinessView } from '../../machines/cancellation.businessView';
import { cancellationMachine } from '../../machines/cancellation.machine';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { purchaseBusinessView } from '../../machines/purchase.businessView';
import { purchaseMachine } from '../../machines/purchase.machine';
import { businessDiagram, undrawnOutcomes, type BusinessDiagram } from '../../scripts/diagrams/business';
import { DEPARTURE_LEAD } from '../../scripts/diagrams/businessDepartures';
import { businessToDot, businessToMermaid } from '../../scripts/diagrams/businessPrint';
import { findBusinessViews } from '../../scripts/diagrams/generate';
import { renderSvg } from '../../scripts/diagrams/svg';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const damageReport = businessDiagram(damageReportMachine, damageReportBusinessView);
const purchase = businessDiagram(purchaseMachine, purchaseBusinessView);

/** `from → to: label` with the boxes named by their first line. */
function arrows(d: BusinessDiagram): string[] {
  const name = (id: string) => [...d.steps, ...d.others].find((n) => n.id === id)!.lines[0];
  return d.edges.map((e) => `${name(e.from)} → ${name(e.to)}: ${e.label.join(' ')}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(f) ? [path] : [];
  });
}

describe('business views', () => {
  it("are found by their file beside each flow's machine (machines/<id>.businessView.ts), named for no list", async () => {
    const views = await findBusinessViews(ROOT);
    expect([...views.keys()]).toEqual(expect.arrayContaining(FLOWS.map((f) => f.id)));
    expect(views.get('damageReport')).toBe(damageReportBusinessView);
  });

  it('fail loudly, naming the file, for a flow of the registry without one', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'business-views-'));
    mkdirSync(join(empty, 'machines'));
    await expect(findBusinessViews(empty, [{ id: 'newFlow' }])).rejects.toThrow(/missing: machines\/newFlow\.businessView\.ts$/);
  });
});

describe('business overviews', () => {
  it('draws the steps in one row in flow order, with their headings and addresses', () => {
    expect(damageReport.steps.map((s) => s.lines.join(' '))).toEqual(
      damageReportSteps.all.map((s) => expect.stringMatching(new RegExp(`^${s.number}\\. ${s.heading.replace('?', '\\?')} .*${s.route.split('/').pop()}$`))),
    );
    expect(purchase.steps.map((s) => s.lines.at(-1))).toEqual(purchaseSteps.all.map((s) => s.route.slice(s.route.indexOf('?'))));
  });

  it('names the arrows by the buttons, with the condition where the portal decides', () => {
    const report = arrows(damageReport);
    expect(report).toContain('1. Hvem melder → 2. Hvor er: NESTE');
    expect(report).toContain('2. Hvor er → 1. Hvem melder: TILBAKE');
    // SEND INN leads to two pages: each arrow says when (the server's answer that decides it).
    expect(report).toContain('4. Oppsummering → /meld-skade/takk: SEND INN Alt er lagret og alle bildene lastet opp.');
    expect(report).toContain('4. Oppsummering → Blindvei: kunden ser: SEND INN Tjeneren svarte at saken alt var sendt inn, med andre svar (fra en annen fane).');
    // Where both are meant, the arrow says both: no answer, or a no.
    expect(report).toContain('4. Oppsummering → Blir på steget, og får beskjed:: SEND INN tjeneren svarer ikke eller sier nei');
    expect(report.some((a) => a.startsWith('2. Hvor er du → 1. Hvem melder: NESTE En privatperson valgte forsikring'))).toBe(true);
    // Leaving asks first: TILBAKE on step 1, and a link, the header or Back from any step, open the leave dialog.
    expect(report).toContain('1. Hvem melder → Dialogen: TILBAKE');
    expect(report).toContain('Et hvilket som helst steg → Dialogen: En lenke, toppen eller nettleserens Tilbake');
    expect(report.filter((a) => a.endsWith('→ Forlater Meld skade: AVSLUTT'))).toHaveLength(1);
    // The start opens into the steps.
    expect(report).toContain('Meld skade → 1. Hvem melder: åpner på et steg (se notatene)');
    expect(report).toContain('Dialogen → Forlater Meld skade: AVSLUTT');
    expect(report.some((a) => a.startsWith('Meld skade → ') && a.endsWith(': Utkastet kunne ikke opprettes.'))).toBe(true);
    expect(report.some((a) => a.startsWith('Meld skade → ') && a.endsWith(': Saken var allerede sendt inn.'))).toBe(true);
    const wizard = arrows(purchase);
    // AVBRYT: one box per destination, the condition on each arrow.
    const avbryt = wizard.filter((a) => a.startsWith('1. Adresse → Forlater Kjøp forsikring, til: AVBRYT'));
    expect(avbryt).toEqual([
      '1. Adresse → Forlater Kjøp forsikring, til: AVBRYT Ikke logget inn: til leverandørens produktside.',
      '1. Adresse → Forlater Kjøp forsikring, til: AVBRYT Sendt fra forsikringssjekken: tilbake til resultatet.',
      '1. Adresse → Forlater Kjøp forsikring, til: AVBRYT',
    ]);
    expect(purchase.others.filter((n) => n.kind === 'exit' && n.id.startsWith('exit:')).map((n) => n.lines.slice(1).join(' '))).toEqual([
      'leverandørens produktside',
      'resultatet av forsikringssjekken',
      'forsiden',
    ]);
    expect(wizard.some((a) => /^3\. Startdato og → Innlogging med e-ID.*: NESTE Ikke logget inn \(knappen heter SIGNER OG BESTILL FORSIKRING\)/.test(a))).toBe(true);
    expect(wizard).toContain('Innlogging med e-ID → 4. Oppsummering: Logget inn: tilbake til steg 4 med det som var fylt ut');
    expect(wizard).toContain('4. Oppsummering → /kjop-forsikring/bekreftelse: BESTILL FORSIKRING');
  });

  it('draws PRØV IGJEN, where the flow could not load, as a dashed arrow back to its start (it loads again)', () => {
    const cancellation = businessDiagram(cancellationMachine, cancellationBusinessView);
    const retries = cancellation.edges.filter((e) => e.label[0] === 'PRØV IGJEN');
    expect(retries).toEqual([expect.objectContaining({ from: 'cancellation.loadError', to: 'start', back: true })]);
    // The start's own box, where the flow opens; the damage report and the purchase offer no PRØV IGJEN.
    expect(cancellation.others.find((n) => n.id === 'start')!.lines[0]).toBe('Si opp forsikring');
    for (const d of [damageReport, purchase]) expect(d.edges.filter((e) => e.to === 'start')).toEqual([]);
  });

  it('says in a note what the region beside the steps does (the damage report without a network)', () => {
    const notes = (d: BusinessDiagram) => d.others.find((n) => n.id === 'notes')!.lines.join(' ');
    expect(notes(damageReport)).toMatch(/• Ved siden av stegene: Om appen når tjeneren\. Uten nett går kunden videre/);
    expect(notes(purchase)).not.toContain('Ved siden av stegene');
  });

  it('shows no event ids or guard names, only the words of the screens', () => {
    for (const d of [damageReport, purchase]) {
      const mermaid = businessToMermaid(d, 'x.ts');
      expect(mermaid).not.toMatch(/user\.|xstate\.|isStepValid|hasUnsavedChanges|canEnter|\/api\//);
    }
  });

  it('uses button words the screens show', async () => {
    const sources = sourceFiles(join(ROOT, 'src')).map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const v of (await findBusinessViews(ROOT)).values()) {
      const stepWords = [v.stepButtons, v.anonymousStepButtons].flatMap((byStep) => Object.values(byStep ?? {}).flatMap(Object.values));
      const words = [...Object.values(v.buttons), ...stepWords].map((w) => w.replace(/ \(.*\)$/, ''));
      if (v.leaveDialog) words.push(v.leaveDialog.title, v.leaveDialog.stay, v.leaveDialog.leave);
      // A string literal, a JSX attribute or a JSX text: the word whole, as the screen shows it.
      for (const word of words) expect(new RegExp(`['">]\\s*${word.replace(/[?()]/g, '\\$&')}\\s*['"<]`).test(sources), word).toBe(true);
    }
  });

  it('is readable at 1280 px: at most 1,600 CSS px wide (1,200 pt), text at least 12 px (9 pt)', async () => {
    for (const d of [damageReport, purchase]) {
      const svg = await renderSvg(businessToDot(d));
      const width = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)![1]);
      expect(width, d.name).toBeLessThanOrEqual(1200);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...sizes), d.name).toBeGreaterThanOrEqual(9);
    }
  });

  it('draws every end and every failure the machine logs or tells; the check finds one left out', () => {
    expect(undrawnOutcomes(damageReportMachine, damageReport)).toEqual([]);
    expect(undrawnOutcomes(purchaseMachine, purchase)).toEqual([]);
    const withoutNotice = { ...damageReport, others: damageReport.others.filter((n) => !n.id.endsWith(':notice')) };
    expect(undrawnOutcomes(damageReportMachine, withoutNotice)).toEqual(
      expect.arrayContaining([expect.stringMatching(/failure on xstate\.error\.actor\.submitCase .* is not drawn/)]),
    );
    const withoutThanks = { ...purchase, others: purchase.others.filter((n) => n.kind !== 'success') };
    expect(undrawnOutcomes(purchaseMachine, withoutThanks)).toEqual([expect.stringMatching(/the end .*bekreftelse is not drawn/)]);
  });
});

describe('issue 48: the overview says why pages share a number', () => {
  it('the damage report (seven pages in four steps) says so in its legend and over its row; the purchase (four in four) needs not', () => {
    expect(damageReport.steps.map((s) => s.lines[0]!.split('.')[0])).toEqual(['1', '2', '2', '3', '3', '4', '4']);
    const why = '7 sider i 4 steg: tallet er steget kunden ser øverst («Steg 2 av 4»), så sider i samme steg har samme tall';
    expect(damageReport.legend).toContain(`Blå bokser med samme tall: ${why}.`);
    expect(businessToMermaid(damageReport, 'x')).toContain(`subgraph steps ["Stegene (${why.replace(':', '#58;')})"]`);
    expect(purchase.legend).toBeUndefined();
    expect(purchase.rowTitle).toBeUndefined();
  });
});

describe("issue 48 review: the overviews quote the customer's messages in full, from their catalogues", () => {
  const failureBox = (d: BusinessDiagram) => d.others.find((n) => n.id.endsWith(':notice'))!.lines.join(' ');

  it("the damage report's two SEND INN failures each quote their own notice, under their own lead", () => {
    const box = failureBox(damageReport);
    expect(box).toContain(`SEND INN får ikke svar (nettet faller ut mens den sendes): «${DAMAGE_REPORT_NOTICES.submitNoAnswer}»`);
    expect(box).toContain(`SEND INN feiler hos tjeneren (den avviser skademeldingen eller svarer med en feil): «${DAMAGE_REPORT_NOTICES.submitFailed}»`);
    expect(DAMAGE_REPORT_NOTICES.submitNoAnswer).not.toBe(DAMAGE_REPORT_NOTICES.submitFailed);
  });

  it('cuts no message off, and says no HTTP status', () => {
    const cancellation = businessDiagram(cancellationMachine, cancellationBusinessView);
    for (const d of [damageReport, purchase, cancellation]) {
      const box = failureBox(d);
      expect(box, d.name).not.toMatch(/…['»]|\b(409|500|5xx)\b/);
    }
    expect(failureBox(purchase)).toContain(`«${PURCHASE_NOTICES.orderNoAnswer}»`);
    expect(failureBox(cancellation)).toContain(`«${CANCELLATION_NOTICES.noAnswer}»`);
    expect(failureBox(cancellation)).toContain(`«${CONFLICT_MESSAGES.cancellationSentWithOtherDetails}»`);
  });
});

describe('issue 48 review: the picture is named for the business, and the addresses in plain words', () => {
  it("the SVG's title is the flow's business title, not the machine's name", async () => {
    const svg = await renderSvg(businessToDot(damageReport));
    expect(svg).toContain('<title>Meld skade – kundens vei (oversikt for fagfolk)</title>');
    expect(svg).not.toContain('<title>damageReport.business</title>');
  });

  it("an agreement's address is written from its page, and the legend says what that page is", async () => {
    const cancellation = businessDiagram(cancellationMachine, cancellationBusinessView);
    expect(cancellation.steps[0]!.lines.join(' ')).toContain('(forsikringens side)/si-opp ?steg=arsak');
    const svg = await renderSvg(businessToDot(cancellation));
    expect(svg).toContain('(forsikringens side) er adressen til siden for forsikringen kunden har valgt under');
    expect(businessToMermaid(cancellation, 'x')).not.toMatch(/forsikringsnummer|\$agreementId/);
  });
});

describe('issue 48 review: a deliberate departure from the specification is said on the overview', () => {
  it('a saved draft reopens at the step it came to, not at step 1: a note says so, tied to where the flow opens', async () => {
    const note = damageReport.others.find((n) => n.lines[0] === DEPARTURE_LEAD)!;
    expect(note.lines.join(' ')).toMatch(/lagret utkast åpnes fra «Dine skadesaker» på steget kunden kom til, det første steget som ikke er besvart/);
    expect(damageReport.edges).toContainEqual(expect.objectContaining({ from: 'start', to: note.id, link: true }));
    const svg = await renderSvg(businessToDot(damageReport));
    expect(svg).toContain('Bevisst avvik fra spesifikasjonen:');
    expect(businessToMermaid(damageReport, 'x')).not.toMatch(/SPEC|§/);
  });
});

describe('issue 48 review: labels do not run together, and PRØV IGJEN crosses no arrow', () => {
  it("the leave dialog's TILBAKE leads to a box beside it, AVSLUTT down: their words lie apart", () => {
    const dot = businessToDot(damageReport);
    expect(damageReport.edges.find((e) => e.from === 'leaveDialog' && e.to === 'stays')!.beside).toBe(true);
    expect(dot).toContain('{ rank=same; "leaveDialog"; "stays"; }');
  });

  it('PRØV IGJEN is drawn as the twin of the arrow that led to the page, the other way, beside it', () => {
    const cancellation = businessDiagram(cancellationMachine, cancellationBusinessView);
    const dot = businessToDot(cancellation);
    expect(dot).toMatch(/ {2}"start" -> "cancellation\.loadError" \[label=<<table[^\n]*PRØV IGJEN[^\n]*dir=back, style=dashed\];/);
    expect(dot).not.toMatch(/"cancellation\.loadError" -> "start"/);
  });
});
