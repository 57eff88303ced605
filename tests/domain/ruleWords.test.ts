/** The rules in words (domain/schemas/ruleWords.ts), read from the rule tables the form and the server use. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cancellationRulesInWords } from '../../domain/schemas/cancellation';
import { STEP_RULES } from '../../domain/schemas/damageReportRules';
import { movingRulesInWords } from '../../domain/schemas/moving';
import { PURCHASE_STEP_RULES } from '../../domain/schemas/purchaseRules';
import { condition, messagesOf, rulesInWords } from '../../domain/schemas/ruleWords';
import { text } from '../../domain/schemas/contact';

describe('messagesOf', () => {
  it("reads every check's message in order, once, and no type's technical one nor the storable-text message", () => {
    const schema = v.pipe(v.string('Ugyldig verdi'), v.nonEmpty('Skriv noe.'), v.maxLength(3, 'For langt.'), v.check(() => true, 'Skriv noe.'));
    expect(messagesOf(schema)).toEqual(['Skriv noe.', 'For langt.']);
    expect(messagesOf(v.pipe(text, v.nonEmpty('Påkrevd.')))).toEqual(['Påkrevd.']);
    expect(messagesOf(v.picklist(['a'], 'Velg en.'))).toEqual(['Velg en.']);
  });
});

describe('rulesInWords', () => {
  it('a step of the damage report: each field with its condition and its messages', () => {
    const rolle = rulesInWords(STEP_RULES).rolle;
    expect(rolle.find((r) => r.field === 'whoIsReportingTheDamage')).toEqual({
      field: 'whoIsReportingTheDamage',
      when: 'når kunden melder som privatperson',
      messages: ['Velg rolle før du går videre.'],
    });
    // A phone's number: the messages for +47 and for any other country code.
    const phone = rolle.find((r) => r.field === 'phoneNumberPolicyHolder')!;
    expect(phone.messages).toEqual(expect.arrayContaining(['Oppgi telefonnummeret.', 'Telefonnummer må ha 8 siffer etter landkoden.', 'Telefonnummer må ha minst 4 sifre.']));
  });

  it('a condition keeps its words and its test', () => {
    const adult = condition('når kunden er voksen', (age: number) => age >= 18);
    expect(adult(20)).toBe(true);
    expect(adult(3)).toBe(false);
    expect(adult.nb).toBe('når kunden er voksen');
  });

  it('every step of every flow says something for each field its rules check, and no message is empty', () => {
    const flows = [rulesInWords(STEP_RULES), rulesInWords(PURCHASE_STEP_RULES), cancellationRulesInWords(), movingRulesInWords()];
    for (const flow of flows) {
      for (const rules of Object.values(flow)) {
        for (const rule of rules) {
          expect(rule.messages.length, rule.field).toBeGreaterThan(0);
          expect(rule.messages.every((m) => m.trim() !== '')).toBe(true);
        }
      }
    }
  });

  it("the purchase start date: the window's message; the cancellation date: a window per reason, with why", () => {
    const startDate = rulesInWords(PURCHASE_STEP_RULES).startdato.find((r) => r.field === 'startDate')!;
    expect(startDate.messages.length).toBeGreaterThanOrEqual(2);
    // The window's reason, which SPEC does not give: ours, said as ours.
    expect(startDate.why).toContain('prisen regnes ut den dagen kunden bestiller');
    expect(startDate.why).toContain('vår begrunnelse');
    const dato = cancellationRulesInWords().dato;
    expect(dato).toHaveLength(3);
    expect(dato.map((r) => r.when)).toEqual([expect.stringContaining('siste dag i forsikringsåret'), expect.stringContaining('én måneds oppsigelsestid'), expect.stringContaining('§ 3-2')]);
    expect(dato[2]!.messages).toContain('Ved hovedforfall gjelder forsikringen til og med {siste dag}.');
  });
});
