/**
 * The business overview of the logged-in home page's dialogs (scripts/diagrams/businessDialogs.ts): the consent
 * dialog, then the draft reminder, each state in its Norwegian words, their buttons, and the page without a dialog.
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE, CONSENT_SAVE_FAILED_MESSAGE } from '../../machines/consentModal.machine';
import { homeModalsBusinessView } from '../../machines/homeModals.businessView';
import { homeModalsMachine } from '../../machines/homeModals.machine';
import { DEPARTURE_LEAD, DEPARTURE_LEGEND } from '../../scripts/diagrams/businessDepartures';
import { businessDialogsDiagram } from '../../scripts/diagrams/businessDialogs';
import { foreignWordsIn } from '../../scripts/diagrams/businessLanguage';

const diagram = businessDialogsDiagram(homeModalsMachine, homeModalsBusinessView);
const boxes = [...diagram.steps, ...diagram.others];
const boxText = (id: string) => boxes.find((b) => b.id === id)!.lines.map((l) => l.trim()).join(' ');
const arrows = (from: string, to: string) => diagram.edges.filter((e) => e.from === from && e.to === to).map((e) => e.label.join(' '));

describe("the home page's dialogs, for the business", () => {
  it('every state and rule drawn has its Norwegian words, and nothing is English or code', () => {
    expect(diagram.missingWords).toEqual([]);
    const all = [...boxes.flatMap((b) => b.lines), ...diagram.edges.flatMap((e) => e.label)].join(' ');
    expect(foreignWordsIn(all)).toEqual([]);
  });

  it('the consent dialog comes first, then the reminder, then the page without a dialog', () => {
    const ids = diagram.steps.map((s) => s.id);
    expect(ids.indexOf('consentModal.deciding')).toBeLessThan(ids.indexOf('draftReminderModal.checking'));
    expect(arrows('consentModal.hidden', 'draftReminderModal.checking')).toEqual(['straks']);
    expect(arrows('draftReminderModal.hidden', 'homeModals.done')).toEqual(['straks']);
    expect(boxText('homeModals.done')).toContain('Forsiden uten dialog');
  });

  it("the dialogs' buttons and what they do, with the messages the customer gets", () => {
    expect(arrows('consentModal.deciding', 'consentModal.open')[0]).toContain('Kunden har ikke samtykket');
    expect(arrows('consentModal.open', 'consentModal.saving')).toEqual(['BEKREFT']);
    expect(arrows('consentModal.saving', 'consentModal.open')[0]).toContain(CONSENT_SAVE_FAILED_MESSAGE.slice(0, 20));
    expect(boxText('consentModal.open:stays')).toContain(CONSENT_REQUIRED_MESSAGE.slice(0, 20));
    // The box ticking stays in says what the customer does once, then each rule under it.
    expect(boxText('consentModal.open:stays').match(/Kunden krysser av eller fjerner krysset/g)).toHaveLength(1);
    expect(arrows('draftReminderModal.checking', 'draftReminderModal.open')[0]).toContain('utkast');
    expect(arrows('draftReminderModal.open', 'draftReminderModal.hidden')[0]).toContain('LUKK');
    expect(diagram.edges.some((e) => e.from === 'draftReminderModal.open' && e.label.join(' ').startsWith('SE UTKAST'))).toBe(true);
  });
});

describe('issue 48 review: a deliberate departure from the specification is said on the drawing', () => {
  it('the consent save that fails is told, not only logged: a note says so, tied to «Lagrer...», in bokmål', () => {
    const note = diagram.others.find((n) => n.lines[0] === DEPARTURE_LEAD)!;
    expect(note.lines.join(' ')).toMatch(/samtykket ikke blir lagret, sier dialogen det til kunden/);
    expect(diagram.edges).toContainEqual(expect.objectContaining({ from: 'consentModal.saving', to: note.id, link: true }));
    expect(foreignWordsIn(note.lines.join(' '))).toEqual([]);
    expect(diagram.legend).toContain(DEPARTURE_LEGEND);
  });
});
