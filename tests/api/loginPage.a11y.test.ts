/** The test e-ID login page is plain server HTML; check it with axe in jsdom (colour contrast needs a real browser). */
import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loginPage } from '../../server/auth';

async function violations(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(axe.source);
  const runner = (dom.window as unknown as { axe: typeof axe }).axe;
  const result = await runner.run(dom.window.document, { rules: { 'color-contrast': { enabled: false } } });
  dom.window.close();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('test e-ID login page accessibility', () => {
  it('has no axe violations', async () => {
    expect(await violations(loginPage({ redirect: '/' }))).toEqual([]);
  });

  it('has no axe violations when showing a field error', async () => {
    const html = loginPage({ redirect: '/', ssn: '123', error: 'Fødselsnummeret må inneholde 11 sifre' });
    expect(html).toContain('aria-describedby="ssn-hint ssn-error"');
    expect(await violations(html)).toEqual([]);
  });
});
