/**
 * The analyst's second review of the overviews' words (issue 48): the purchase overview's opening note says what the
 * wizard's rule does; both failures named where both are meant; «behovet er borte» not checked by the portal; every
 * refusal of a move quoted whole; each of SEND INN's arrows with its condition, and a label tied to its own arrow.
 */
import { describe, expect, it } from 'vitest';
import { moveRefusalsInWords } from '../../domain/moving';
import { cancellationBusinessView } from '../../machines/cancellation.businessView';
import { cancellationMachine } from '../../machines/cancellation.machine';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { movingBusinessView } from '../../machines/moving.businessView';
import { movingMachine } from '../../machines/moving.machine';
import { purchaseBusinessView } from '../../machines/purchase.businessView';
import { purchaseMachine } from '../../machines/purchase.machine';
import { openingStepWhen } from '../../machines/purchase/steps';
import { businessDiagram, type BusinessDiagram } from '../../scripts/diagrams/business';
import { businessToDot } from '../../scripts/diagrams/businessPrint';
import { businessStepDiagrams } from '../../scripts/diagrams/businessStep';

/** A diagram's words, its line breaks undone. */
const text = (d: BusinessDiagram) => [...d.steps, ...d.others].map((n) => n.lines.join(' ')).join('\n') + d.edges.map((e) => e.label.join(' ')).join('\n');

describe('the overviews in the analyst’s words', () => {
  it('the purchase overview says where the wizard opens as machines/purchase/steps.ts decides it', () => {
    const note = text(businessDiagram(purchaseMachine, purchaseBusinessView));
    const opens = (resume: boolean, hadStoredForm: boolean, loggedIn = true) =>
      openingStepWhen({ requested: null, resume, hadStoredForm, isComplete: () => true, loggedIn });
    expect(opens(true, true)).toBe('oppsummering');
    expect(note).toContain('med skjemaet lagret i fanen → steg 4');
    expect(opens(true, false)).toBe('adresse');
    expect(note).toContain('uten lagret skjema → steg 1');
    expect(opens(false, false)).toBe('adresse');
    expect(note).toContain('(ingen: steg 1)');
    expect(openingStepWhen({ requested: 'oppsummering', resume: false, hadStoredForm: false, isComplete: () => true, loggedIn: false })).toBe('startdato');
    expect(note).toContain('steg 4 bare for en kunde som er logget inn');
  });

  it('«Meld flytting»’s overview quotes every message the server refuses a move with, whole', () => {
    const words = text(businessDiagram(movingMachine, movingBusinessView)).replace(/\s+/g, ' ');
    const refusals = moveRefusalsInWords();
    expect(refusals.length).toBeGreaterThanOrEqual(8);
    for (const message of refusals) expect(words).toContain(`«${message}»`);
  });

  it('«behovet er borte» is marked as not checked by the portal', () => {
    const dato = businessStepDiagrams(cancellationMachine, cancellationBusinessView).find((d) => d.name === 'cancellation.dato.business')!;
    expect(text(dato).replace(/\s+/g, ' ')).toContain('Portalen sjekker ikke at behovet er borte');
  });

  it('«Saken var allerede sendt inn.» is tied to its own arrow by a line (dot’s decorate)', () => {
    const dot = businessToDot(businessDiagram(damageReportMachine, damageReportBusinessView));
    const line = dot.split('\n').find((l) => l.includes('Saken var allerede sendt') && l.includes('->'))!;
    expect(line).toContain('decorate=true');
  });

  it('a drawing that quotes a message with a word in braces says in its legend what such a word stands for', () => {
    const explained = 'krøllparentes';
    expect(businessToDot(businessDiagram(movingMachine, movingBusinessView))).toContain(explained);
    expect(businessToDot(businessDiagram(damageReportMachine, damageReportBusinessView))).not.toContain(explained);
  });

  it("a way back keeps its words on its own loop, with no tie crossing them (the top loop's NESTE back to step 1)", () => {
    const dot = businessToDot(businessDiagram(damageReportMachine, damageReportBusinessView));
    const loop = dot.split('\n').find((l) => l.includes('->') && l.includes('En privatperson valgte'))!;
    expect(loop).toContain('style=dashed');
    expect(loop).not.toContain('decorate=true');
  });
});
