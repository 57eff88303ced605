/** The header's links in the explorer's moves panel (scripts/explorer/headerMoves.ts): where each goes, and the leave dialog's question first. */
import { describe, expect, it } from 'vitest';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { purchaseBusinessView } from '../../machines/purchase.businessView';
import { LOGO, headerMoves } from '../../scripts/explorer/headerMoves';

describe('headerMoves', () => {
  it('in the damage report, the logo and each menu link raise the leave dialog, with where AVSLUTT goes; its own menu item is not offered', () => {
    const moves = headerMoves(damageReportBusinessView, '/meld-skade/rolle', true);
    const { title, leave } = damageReportBusinessView.leaveDialog;
    expect(moves.find((m) => m.what === LOGO)!.now).toBe(`Kunden blir spurt: «${title}»; svarer kunden ${leave}: til «Forsiden».`);
    expect(moves.find((m) => m.what === 'Lenken «Saker» i menyen')!.now).toBe(`Kunden blir spurt: «${title}»; svarer kunden ${leave}: til «Dine skadesaker».`);
    expect(moves.map((m) => m.what)).not.toContain('Lenken «Meld skade» i menyen');
    expect(moves.every((m) => m.group === 'kunden' && m.event === undefined)).toBe(true);
  });

  it('where nothing holds the customer, a link leaves at once', () => {
    const moves = headerMoves(purchaseBusinessView, '/kjop-forsikring', false);
    expect(moves.find((m) => m.what === 'Lenken «Meld skade» i menyen')!.now).toBe('Kunden forlater Kjøp forsikring og går til «Meld skade».');
  });
});
