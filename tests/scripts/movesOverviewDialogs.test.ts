/**
 * The home page's dialogs with the numbers (issue 49, scripts/moves/overview.ts `dialogsWithCounts`): the page's
 * machine and the two dialogs it shows are counted as three machines and drawn as one overview. Each move lands on
 * its own arrow (SE UTKAST on the arrow to the drafts, not on LUKK's), the page's moves between the dialogs on the
 * arrows from one dialog's end to the next, and each box's numbers are the ones the explorer shows beside it.
 */
import { describe, expect, it } from 'vitest';
import { consentModalMachine } from '../../machines/consentModal.machine';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import { homeModalsMachine } from '../../machines/homeModals.machine';
import { homeModalsBusinessView } from '../../machines/homeModals.businessView';
import { businessDialogsDiagram } from '../../scripts/diagrams/businessDialogs';
import { dialogsWithCounts, type MoveTotal } from '../../scripts/moves/overview';

const move = (from: string, event: string, to: string, n: number): MoveTotal => ({ from, event, to, outcome: '', n });

const page = [
  move('start', 'xstate.init', 'consent', 40),
  move('start', 'page.closed', 'left', 3),
  move('consent', 'xstate.done.actor.consentModal', 'draftReminder', 36),
  // The page's own leave while the consent dialog is open: the dialog counts it, with its box.
  move('consent', 'page.closed', 'left', 4),
  move('draftReminder', 'xstate.done.actor.draftReminderModal', 'done', 36),
];
const consent = [
  move('start', 'xstate.init', 'open', 30),
  move('start', 'xstate.init', 'hidden', 10),
  move('open', 'user.confirm', 'saving', 22),
  move('open', 'user.close', 'hidden', 4),
  move('open', 'page.closed', 'left', 4),
  move('saving', 'xstate.done.actor.saveConsent', 'hidden', 22),
];
const reminder = [
  move('start', 'xstate.init', 'open', 25),
  move('start', 'xstate.init', 'hidden', 11),
  move('open', 'user.openDrafts', 'hidden', 14),
  move('open', 'user.dismiss', 'hidden', 11),
];

const counted = () =>
  dialogsWithCounts(
    { machine: homeModalsMachine, moves: page, times: [{ step: 'consent', bucket: 7, n: 40 }] },
    [
      { machine: consentModalMachine, moves: consent, times: [{ step: 'open', bucket: 3, n: 26 }] },
      { machine: draftReminderModalMachine, moves: reminder, times: [] },
    ],
    businessDialogsDiagram(homeModalsMachine, homeModalsBusinessView),
    '2026-11-01 – 2026-11-30',
    ['Forsiden (innlogget)', 'åpnes'],
  );

describe('the home page dialogs with the numbers', () => {
  it('puts each move on its own arrow: SE UTKAST and LUKK apart, the page between the dialogs', () => {
    const { diagram } = counted();
    const arrow = (from: string, to: string, word?: string) =>
      diagram.edges.filter((e) => e.from === from && e.to === to && (!word || e.label.join(' ').includes(word))).map((e) => e.label.join(' '));
    expect(arrow('draftReminderModal.open', 'exit:', 'SE UTKAST').join()).toContain('14 kunder (56 %)');
    expect(arrow('draftReminderModal.open', 'draftReminderModal.hidden', 'LUKK').join()).toContain('11 kunder (44 %)');
    expect(arrow('consentModal.deciding', 'consentModal.open').join()).toContain('30 kunder (75 %)');
    expect(arrow('consentModal.open', 'consentModal.saving').join()).toContain('22 kunder (73 %)');
    // The page's move from the consent dialog to the reminder, on the arrow between them.
    expect(arrow('consentModal.hidden', 'draftReminderModal.checking').join()).toContain('36 kunder (100 %)');
    expect(arrow('draftReminderModal.hidden', 'homeModals.done').join()).toContain('36 kunder');
    // The page opens: a box, and its arrow into the first dialog.
    expect(diagram.others.find((o) => o.id === 'start')?.lines).toEqual(['Forsiden (innlogget)', 'åpnes']);
    expect(arrow('start', 'consentModal.deciding').join()).toContain('40 kunder (93 %)');
    // The leave at the open consent dialog is drawn once, from its box, not again from the page.
    const leaves = diagram.edges.filter((e) => e.to === 'left');
    expect(leaves.map((e) => e.from).sort()).toEqual(['consentModal.open', 'start']);
    expect(diagram.edges.map((e) => e.label.join(' ')).filter((l) => /\bkunder\b/.test(l) && /consent|draftReminder|homeModals/.test(l))).toEqual([]);
  });

  it('draws the reminder shown alone (no consent due: the page runs no machine of its own) from the page opening', () => {
    const alone = [move('start', 'xstate.init', 'open', 30), move('open', 'user.dismiss', 'hidden', 30)];
    const { diagram, numbers } = dialogsWithCounts(
      { machine: homeModalsMachine, moves: page, times: [] },
      [
        { machine: consentModalMachine, moves: consent, times: [] },
        { machine: draftReminderModalMachine, moves: [...reminder, ...alone], times: [] },
      ],
      businessDialogsDiagram(homeModalsMachine, homeModalsBusinessView),
      'en periode',
      ['Forsiden (innlogget)', 'åpnes'],
    );
    const straight = diagram.edges.filter((e) => e.from === 'start' && e.to === 'draftReminderModal.checking');
    expect(straight.map((e) => e.label.join(' '))).toEqual(['straks, uten en dialog før 30 kunder (41 %)']);
    // Back from the browser's cache into the reminder is no arrival through the page: still 30 alone.
    const restored = dialogsWithCounts(
      { machine: homeModalsMachine, moves: [...page, move('draftReminder', 'page.closed', 'left', 12), move('left', 'page.restored', 'draftReminder', 12)], times: [] },
      [
        { machine: consentModalMachine, moves: consent, times: [] },
        { machine: draftReminderModalMachine, moves: [...reminder, ...alone, move('open', 'page.closed', 'left', 12), move('left', 'page.restored', 'open', 12)], times: [] },
      ],
      businessDialogsDiagram(homeModalsMachine, homeModalsBusinessView),
      'en periode',
      ['Forsiden (innlogget)', 'åpnes'],
    );
    expect(restored.diagram.edges.filter((e) => e.from === 'start' && e.to === 'draftReminderModal.checking').map((e) => e.label.join(' '))).toEqual([
      'straks, uten en dialog før 30 kunder (41 %)',
    ]);
    // What came in is what went on: 36 through the consent dialog, 30 alone.
    expect(numbers.get('draftReminderModal.checking')!.slice(0, 2)).toEqual(['66 kom hit', '66 gikk videre (100 %)']);
  });

  it('gives each box its numbers: came, went on, left, median; the explorer shows the same', () => {
    const { diagram, numbers } = counted();
    expect(numbers.get('consentModal.open')).toEqual(['30 kom hit', '26 gikk videre (87 %)', 'median tid: 30 s–1 min', 'under 10 lukket siden']);
    // The page's time on a dialog is the whole dialog's, no box's: not drawn.
    expect(numbers.get('consentModal.deciding')).toEqual(['40 kom hit', '40 gikk videre (100 %)']);
    const box = diagram.steps.find((s) => s.id === 'consentModal.open')!;
    expect(box.lines.slice(-3)).toEqual(['30 kom hit', '26 gikk videre (87 %)', 'median tid: 30 s–1 min']);
  });
});
