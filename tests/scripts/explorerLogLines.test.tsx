/**
 * The explorer's log lines of what happens on the customer's screen (scripts/explorer/logLines.ts): Esc in a dialog
 * and a click outside it are logged by the dialog's title; the pages outside the flows by their names
 * (scripts/explorer/pageNames.ts).
 */
import { describe, expect, it } from 'vitest';
import { clickLine, clickedOf, escapeLine } from '../../scripts/explorer/logLines';
import { pageName, portalPage } from '../../scripts/explorer/pageNames';

function dialog() {
  document.body.innerHTML = '<dialog aria-labelledby="t"><div><h2 id="t">Du har en skademelding som ikke er sendt inn</h2><button>LUKK</button></div></dialog>';
  return document.querySelector('dialog')!;
}

describe('a dialog in the log', () => {
  it('a click on the dialog itself (its backdrop) is a click outside it, by its title', () => {
    const box = dialog();
    expect(clickLine(clickedOf(box)!)).toBe('Kunden klikker utenfor dialogen «Du har en skademelding som ikke er sendt inn»');
    expect(clickLine(clickedOf(box.querySelector('button'))!)).toBe('Kunden trykker LUKK i dialogen');
  });

  it('Esc in a dialog is logged by its title; elsewhere, or another key, is not', () => {
    const box = dialog();
    expect(escapeLine('Escape', box.querySelector('button'))).toBe('Kunden trykker Esc i dialogen «Du har en skademelding som ikke er sendt inn»');
    expect(escapeLine('Enter', box.querySelector('button'))).toBeNull();
    expect(escapeLine('Escape', document.body)).toBeNull();
  });
});

describe('pages outside the flows', () => {
  it('are named in bokmål; the case list shows the damage report’s panels', () => {
    expect(pageName('/')).toBe('Forsiden');
    expect(pageName('/skadesaker/')).toBe('Dine skadesaker');
    expect(portalPage('/skadesaker')?.panelsOf).toBe('damageReport');
    expect(pageName('/noe-annet')).toBe('siden /noe-annet');
  });
});
