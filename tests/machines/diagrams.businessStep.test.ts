/**
 * The business layer of the step diagrams (scripts/diagrams/businessStep.ts): each step of both flows, in bokmål,
 * with the buttons' words and the rules in plain words; the ids only on hover.
 */
import { describe, expect, it } from 'vitest';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { purchaseSteps } from '../../domain/purchaseSteps';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { purchaseBusinessView } from '../../machines/purchase.businessView';
import { purchaseMachine } from '../../machines/purchase.machine';
import { ARROW_WORDS, arrowWordsExplained } from '../../scripts/diagrams/arrowWords';
import { svgTexts } from '../../scripts/diagrams/businessLanguage';
import { businessToDot, businessToMermaid } from '../../scripts/diagrams/businessPrint';
import { businessStepDiagrams, STEP_LEGEND } from '../../scripts/diagrams/businessStep';
import { renderSvg } from '../../scripts/diagrams/svg';

const damageReport = businessStepDiagrams(damageReportMachine, damageReportBusinessView);
const purchase = businessStepDiagrams(purchaseMachine, purchaseBusinessView);
const text = (d: (typeof damageReport)[number]) => [...d.steps, ...d.others].flatMap((n) => n.lines.map((l) => l.trim())).concat(d.edges.flatMap((e) => e.label)).join(' ');

describe('business step diagrams', () => {
  it('draws every step of both flows, each state in its Norwegian words', () => {
    expect(damageReport.map((d) => d.name)).toEqual(damageReportSteps.names.map((s) => `damageReport.${s}.business`));
    expect(purchase.map((d) => d.name)).toEqual(purchaseSteps.names.map((s) => `purchase.${s}.business`));
    for (const d of [...damageReport, ...purchase]) {
      expect(d.missingWords).toEqual([]);
      const editing = d.steps.find((s) => s.id.endsWith('.editing'))!.lines.join(' ');
      expect(editing).toMatch(/^Kunden (fyller ut steget|ser over og bekrefter opplysningene)\.$/);
    }
  });

  it("names the arrows by the screen's buttons, with the rule where the machine decides", () => {
    const oppsummering = damageReport.find((d) => d.name === 'damageReport.oppsummering.business')!;
    expect(text(oppsummering)).toContain('SEND INN');
    expect(text(oppsummering)).toMatch(/En regel for steget holder ikke: kunden blir på steget/);
    expect(text(oppsummering)).toMatch(/SEND INN får ikke svar/);
    const rolle = damageReport.find((d) => d.name === 'damageReport.rolle.business')!;
    // Step 1's TILBAKE opens the leave dialog.
    expect(rolle.edges.some((e) => e.to === 'leaveDialog' && e.label[0] === 'TILBAKE')).toBe(true);
    const startdato = purchase.find((d) => d.name === 'purchase.startdato.business')!;
    expect(text(startdato)).toMatch(/NESTE Ikke logget inn \(knappen heter SIGNER OG BESTILL FORSIKRING\)/);
  });

  it('shows no ids in the picture, only on hover, and carries the legend', async () => {
    for (const d of [...damageReport, ...purchase]) {
      expect(text(d)).not.toMatch(/user\.|xstate\.|isStepValid|hasUnsavedChanges|canEnter|\/api\//);
      expect(businessToMermaid(d, 'x.ts')).not.toMatch(/user\.|isStepValid/);
    }
    const d = purchase.find((x) => x.name === 'purchase.adresse.business')!;
    const svg = await renderSvg(businessToDot(d));
    expect(svg).toContain('<title>purchase.adresse.editing</title>');
    expect(svg).toMatch(/xlink:title="user\.cancel \[!isLoggedIn\]/);
    expect(svg).toContain(STEP_LEGEND.slice(0, 40));
  });
});

describe('issue 48: small drawing defects', () => {
  it('step 3 of the purchase draws the e-ID login purple and dashed, as the legend says', () => {
    const startdato = purchase.find((d) => d.name === 'purchase.startdato.business')!;
    const eid = startdato.steps.find((s) => s.id.endsWith('.signingIn'))!;
    expect(eid.kind).toBe('detour');
    expect(businessToMermaid(startdato, 'x')).toMatch(new RegExp(`class n${startdato.steps.indexOf(eid)} detour`));
    expect(STEP_LEGEND).toContain('Lilla, stiplet: utenfor portalen (e-ID)');
  });

  it("an arrow's words lie on a white ground, so no line passes through them", () => {
    const dot = businessToDot(damageReport[0]!);
    const labels = [...dot.matchAll(/ -> [^\n]*label=(<<table[^\n]*?>>)/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toContain('bgcolor="white"');
  });
});

describe('issue 48 review: the step drawing says when a question is shown', () => {
  it('«Hvilken skade er det?» on Om skaden: shown only for «Annet», its rule (at most 200 characters) whatever the type', () => {
    const skade = damageReport.find((d) => d.name === 'damageReport.skade.business')!;
    const asks = skade.others.find((n) => n.id === 'asks')!.lines.join(' ');
    expect(asks).toContain('• Hvilken skade er det? (vises bare når skadetypen er «Annet»; reglene under gjelder uansett) «Maks 200 tegn tillatt.»');
    // Only where its rules do not say it already: «Beskriv rollen din» is asked by its rule's own condition.
    const rolle = damageReport.find((d) => d.name === 'damageReport.rolle.business')!;
    expect(rolle.others.find((n) => n.id === 'asks')!.lines.join(' ')).not.toContain('vises bare');
  });
});

describe('issue 48 review: the words on the arrows are in the legend, and labels do not run together', () => {
  it('the legend explains «blir», «ellers» and «straks» where the drawing uses them', async () => {
    const skade = damageReport.find((d) => d.name === 'damageReport.skade.business')!;
    const svg = await renderSvg(businessToDot(skade));
    const legend = svgTexts(svg).join(' ');
    for (const word of ['straks', 'ellers', 'blir'] as const) expect(legend, word).toContain(`«${word}»:`);
    expect(arrowWordsExplained([['NESTE'], ['• ellers']])).toEqual([`Ord på pilene: «ellers»: ${ARROW_WORDS.ellers}.`]);
    expect(arrowWordsExplained([['NESTE']])).toEqual([]);
  });

  it('where the customer stays and is told something sits beside the box, so «blir» leaves on its own side', () => {
    const skade = damageReport.find((d) => d.name === 'damageReport.skade.business')!;
    const stays = skade.edges.find((e) => e.label[0] === 'blir')!;
    expect(stays.beside).toBe(true);
    expect(businessToDot(skade)).toContain(`{ rank=same; "${stays.from}"; "${stays.to}"; }`);
  });
});
