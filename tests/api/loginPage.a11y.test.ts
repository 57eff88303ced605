// @vitest-environment jsdom
/** The test e-ID login page is plain server HTML; check it with axe in jsdom (colour contrast needs a real browser). */
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../../server/auth/oidc';
import { loginFailedPage, loginPage } from '../../server/auth/pages';

async function violations(html: string) {
  document.open();
  document.write(html);
  document.close();
  const result = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('test e-ID login page accessibility', () => {
  it('has no axe violations', async () => {
    const html = loginPage({ redirect: '/' });
    expect(await violations(html)).toEqual([]);
    // the check is real: the same page without its label and language fails
    expect(await violations(html.replace('<label for="ssn">', '<label>').replace(' lang="nb"', ''))).not.toEqual([]);
  });

  it('has no axe violations when showing a field error', async () => {
    const html = loginPage({ redirect: '/', ssn: '123', error: 'Fødselsnummeret må inneholde 11 sifre' });
    expect(html).toContain('aria-describedby="ssn-hint ssn-error"');
    expect(await violations(html)).toEqual([]);
    expect(document.documentElement.lang).toBe('nb');
    expect(document.getElementById('ssn')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('the e-ID login failure page (AUTH_MODE=oidc) has no axe violations', async () => {
    const html = loginFailedPage(LOGIN_FAILED);
    expect(await violations(html)).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Innloggingen mislyktes');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/');
  });
});
