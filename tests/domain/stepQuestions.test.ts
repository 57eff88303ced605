/**
 * What each step asks (domain/stepQuestions.ts), declared beside each flow's declaration: the rule tables check only
 * fields their step asks, and the machines carry each step's questions on its state (`meta.asks`), where the
 * drawings read them.
 */
import { describe, expect, it } from 'vitest';
import { cancellationQuestions } from '../../domain/cancellationQuestions';
import { cancellationSteps } from '../../domain/cancellationSteps';
import { damageReportQuestions, damageReportShownWhen } from '../../domain/damageReportQuestions';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { movingQuestions } from '../../domain/movingQuestions';
import { movingSteps } from '../../domain/movingSteps';
import { purchaseQuestions } from '../../domain/purchaseQuestions';
import { purchaseSteps } from '../../domain/purchaseSteps';
import { cancellationChoiceIssues } from '../../domain/schemas/cancellation';
import { asksOtherDamageType as asksOtherDamageTypeRule, STEP_RULES } from '../../domain/schemas/damageReportRules';
import { DAMAGE_TYPE_OTHER } from '../../domain/metadata';
import { movingAddressIssues, movingChoiceIssues } from '../../domain/schemas/moving';
import { PURCHASE_STEP_RULES } from '../../domain/schemas/purchaseRules';
import { shownWhenInWords, type StepQuestions } from '../../domain/stepQuestions';
import { cancellationMachine } from '../../machines/cancellation.machine';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { asksOtherDamageType } from '../../machines/damageReport/selectors';
import { movingMachine } from '../../machines/moving.machine';
import { purchaseMachine } from '../../machines/purchase.machine';

/** Each rule of a step's table whose field the step does not ask, as `step.field`. */
function unaskedRules(tables: Record<string, readonly { field: string }[]>, questions: StepQuestions<string>): string[] {
  return Object.entries(tables).flatMap(([step, rules]) =>
    rules.filter((rule) => !(rule.field in (questions[step] ?? {}))).map((rule) => `${step}.${rule.field}`),
  );
}

describe("the rule tables check only what the step's declaration asks", () => {
  it('the damage report and the purchase wizard: every rule of a step is of a field the step asks', () => {
    expect(unaskedRules(STEP_RULES, damageReportQuestions)).toEqual([]);
    expect(unaskedRules(PURCHASE_STEP_RULES, purchaseQuestions)).toEqual([]);
  });

  it('a rule of a field its step does not ask is found (a planted one)', () => {
    const planted = { ...STEP_RULES, skade: [...STEP_RULES.skade, { field: 'email' }] };
    expect(unaskedRules(planted, damageReportQuestions)).toEqual(['skade.email']);
    const moved = { ...PURCHASE_STEP_RULES, forsikring: [{ field: 'startDate' }] };
    expect(unaskedRules(moved, purchaseQuestions)).toEqual(['forsikring.startDate']);
  });

  it('«Si opp forsikring»: the two questions are the two fields its rules answer to', () => {
    const issues = cancellationChoiceIssues({ reason: null, endDate: null }, { today: '2026-12-03', renewalDate: '2027-03-01' });
    expect(Object.keys(issues).sort()).toEqual([...Object.keys(cancellationQuestions.arsak), ...Object.keys(cancellationQuestions.dato)].sort());
  });

  it('«Meld flytting»: the address step answers to its four questions, the date step to the date', () => {
    const empty = { streetAddress: '', postalCode: '', city: '' };
    const searched = movingAddressIssues({ ...empty, manual: false, addressSearch: '', chosen: null });
    const typed = movingAddressIssues({ ...empty, manual: true, addressSearch: '', chosen: null });
    expect([...Object.keys(searched), ...Object.keys(typed)].every((field) => field in movingQuestions.adresse)).toBe(true);
    expect(Object.keys(typed)).toEqual(['streetAddress', 'postalCode', 'city']);
    const { movingDate } = movingChoiceIssues({ ...empty, movingDate: null }, { today: '2026-12-03' });
    expect(movingDate).toBeTruthy();
    expect(Object.keys(movingQuestions.dato)).toEqual(['movingDate']);
  });
});

describe('each step state carries its questions (meta.asks) for the drawings and the explorer', () => {
  const flows = [
    ['damageReport', damageReportMachine, damageReportSteps.names, damageReportQuestions],
    ['purchase', purchaseMachine, purchaseSteps.names, purchaseQuestions],
    ['cancellation', cancellationMachine, cancellationSteps.names, cancellationQuestions],
    ['moving', movingMachine, movingSteps.names, movingQuestions],
  ] as const;

  it.each(flows)('%s', (_id, machine, names, questions) => {
    for (const name of names) {
      const meta = machine.getStateNodeById(name).meta as { asks?: unknown };
      expect(meta.asks, name).toEqual((questions as StepQuestions<string>)[name]);
    }
  });
});

describe('issue 48 review: when a question is shown, said once (damageReportShownWhen)', () => {
  const other = { damageType: DAMAGE_TYPE_OTHER };
  const rot = { damageType: 'råte' };

  it('«Hvilken skade er det?» is shown for «Annet» only; the view reads the same test, and its words are for the drawing', () => {
    const shown = damageReportShownWhen.skade.otherDamageType;
    expect([shown(other), shown(rot)]).toEqual([true, false]);
    // The view's selector (SkadeStep) and the rules' name for it are this very test.
    expect(asksOtherDamageType({ context: { form: other } } as never)).toBe(true);
    expect(asksOtherDamageType({ context: { form: rot } } as never)).toBe(false);
    expect(asksOtherDamageTypeRule).toBe(shown);
    expect(shownWhenInWords(damageReportShownWhen)).toEqual({ skade: { otherDamageType: 'når skadetypen er «Annet»' } });
  });

  it('its rule (at most 200 characters) holds whatever the type: the table has no `when` for it', () => {
    expect(STEP_RULES.skade.find((r) => r.field === 'otherDamageType')!.when).toBeUndefined();
  });
});
