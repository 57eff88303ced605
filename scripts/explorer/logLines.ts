/**
 * The explorer's log lines that are made from what happened on the customer's screen, in bokmål: an address the
 * browser asks for (Back, Forward, a link), and a link or a dialog's button the customer clicks, by its name.
 */
import type { ExplorerFlow } from './explorerFlow';

/** The customer's events that are no button, in the log after «Kunden». */
export const EVENT_WORDS: Readonly<Record<string, string>> = {
  'user.addFiles': 'legger til en fil',
  'user.deleteAttachment': 'sletter et vedlegg',
  'user.selectAddress': 'velger en adresse',
  'user.selectRegisteredAddress': 'velger en registrert adresse',
  'user.selectOrganization': 'velger et borettslag eller sameie',
  'user.selectProduct': 'velger en forsikring',
  'page.leave': 'forlater flyten',
  'page.restored': 'trykker Tilbake i nettleseren på innloggingen med e-ID, uten å logge inn',
};

/** A URL move inside the flow (the route bridge's `xstate.route`, to `#<page>`): the step it asks for, by its heading. */
export function routeLine(flow: Pick<ExplorerFlow, 'title' | 'steps'>, to: string): string {
  const page = to.replace(/^#/, '');
  if (!flow.steps.names.includes(page)) return `Nettleseren ber om en annen side i ${flow.title} (Tilbake, Frem eller en lenke)`;
  const { number, heading } = flow.steps.info(page);
  return `Nettleseren ber om steg ${number}, «${heading}» (Tilbake, Frem eller en lenke)`;
}

/**
 * What the customer clicked, when it is no button of the flow's own (those are logged by their event): a link, a
 * dialog's button, or outside a dialog (its backdrop: `name` is the dialog's title).
 */
export type Clicked = { kind: 'link' | 'dialogButton' | 'outside'; name: string };

/** The click's line: «Kunden trykker på lenken «Husvern – til forsiden»», «Kunden trykker AVSLUTT i dialogen». */
export const clickLine = ({ kind, name }: Clicked): string =>
  kind === 'link' ? `Kunden trykker på lenken «${name}»` : kind === 'outside' ? `Kunden klikker utenfor dialogen «${name}»` : `Kunden trykker ${name} i dialogen`;

const DIALOGS = 'dialog, [role="dialog"], [role="alertdialog"]';

/** A dialog's title: its label, or the heading it is labelled by. */
const dialogTitle = (dialog: Element): string =>
  (dialog.getAttribute('aria-label') ?? dialog.ownerDocument.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Esc pressed in a dialog: «Kunden trykker Esc i dialogen «Du har en skademelding som ikke er sendt inn»»; null elsewhere. */
export function escapeLine(key: string, target: EventTarget | null): string | null {
  if (key !== 'Escape' || !(target instanceof Element)) return null;
  const dialog = target.closest(DIALOGS);
  return dialog ? `Kunden trykker Esc i dialogen «${dialogTitle(dialog)}»` : null;
}

/**
 * The link or dialog button a click on the customer's screen hit, with its accessible name (its label, else its
 * text); null for anything else (the flows' own buttons send events, logged as those).
 */
export function clickedOf(target: EventTarget | null): Clicked | null {
  if (!(target instanceof Element)) return null;
  // A click on a dialog's own box, not on what is in it: its backdrop (src/components/Modal.tsx).
  if (target.tagName === 'DIALOG') return { kind: 'outside', name: dialogTitle(target) };
  const link = target.closest('a[href]');
  const dialogButton = link ? null : target.closest(DIALOGS.split(', ').map((d) => `${d} button`).join(', '));
  const hit = link ?? dialogButton;
  if (!hit) return null;
  const name = (hit.getAttribute('aria-label') ?? hit.textContent ?? '').replace(/\s+/g, ' ').trim();
  return name ? { kind: link ? 'link' : 'dialogButton', name } : null;
}
