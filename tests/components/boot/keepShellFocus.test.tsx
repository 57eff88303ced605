import { afterEach, describe, expect, it } from 'vitest';
import { keepShellFocus } from '../../../src/boot/keepShellFocus';

/** index.html's static shell, as far as focus goes: the skip link, the logo and the main content. */
const SHELL =
  '<a href="#hovedinnhold">Hopp til hovedinnhold</a><header class="boot-header"><a href="/">Husvern</a></header>' +
  '<main id="hovedinnhold" tabindex="-1"></main>';
/** The app's first render, in place of the shell. */
const APP =
  '<div><a href="#hovedinnhold" class="app">Hopp til hovedinnhold</a><header><a href="/" class="app">Husvern</a></header>' +
  '<main id="hovedinnhold" tabindex="-1" class="app"></main></div>';

const isShell = (root: HTMLElement) => root.querySelector('.boot-header') !== null;
/** MutationObserver callbacks run as microtasks. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function mountShell(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = SHELL;
  document.body.append(root);
  keepShellFocus(root, isShell);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepShellFocus', () => {
  it.each([
    ['the skip link', 'a[href="#hovedinnhold"]'],
    ['the logo', 'a[href="/"]'],
    ['the main content (after the skip link)', '#hovedinnhold'],
  ])('focus on %s in the shell is on the same element of the app after the swap', async (_name, selector) => {
    const root = mountShell();
    root.querySelector<HTMLElement>(selector)!.focus();
    root.innerHTML = APP;
    await flush();
    expect(document.activeElement).toBe(root.querySelector(selector));
    expect(document.activeElement?.classList.contains('app')).toBe(true);
  });

  it('moves no focus when nothing in the shell had it', async () => {
    const root = mountShell();
    root.innerHTML = APP;
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus the app has set itself', async () => {
    const root = mountShell();
    root.querySelector<HTMLElement>('a[href="/"]')!.focus();
    root.innerHTML = APP;
    root.querySelector<HTMLElement>('main')!.focus();
    await flush();
    expect(document.activeElement).toBe(root.querySelector('main'));
  });

  it('waits while the shell is still there (the page changes inside it)', async () => {
    const root = mountShell();
    root.querySelector<HTMLElement>('a[href="/"]')!.focus();
    root.querySelector('main')!.append(document.createElement('p'));
    root.append(document.createElement('div'));
    await flush();
    root.innerHTML = APP;
    await flush();
    expect(document.activeElement).toBe(root.querySelector('a[href="/"]'));
  });

  it('keeps a focus the shell had before it started watching (a Tab while the app still loads)', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = SHELL;
    document.body.append(root);
    root.querySelector<HTMLElement>('a[href="#hovedinnhold"]')!.focus();
    keepShellFocus(root, isShell);
    root.innerHTML = APP;
    await flush();
    expect(document.activeElement).toBe(root.querySelector('a[href="#hovedinnhold"]'));
    expect(document.activeElement?.classList.contains('app')).toBe(true);
  });

  it('waits for the element when the app empties the root before its page is in it', async () => {
    const root = mountShell();
    root.querySelector<HTMLElement>('#hovedinnhold')!.focus();
    root.innerHTML = '';
    await flush();
    root.innerHTML = '<div></div>';
    await flush();
    root.firstElementChild!.innerHTML = APP;
    await flush();
    expect(document.activeElement).toBe(root.querySelector('#hovedinnhold'));
    expect(document.activeElement?.classList.contains('app')).toBe(true);
  });

  it('gives up waiting once the customer has moved the focus somewhere else', async () => {
    const root = mountShell();
    root.querySelector<HTMLElement>('#hovedinnhold')!.focus();
    root.innerHTML = '<button>Annet</button>';
    await flush();
    root.querySelector('button')!.focus();
    root.innerHTML += APP;
    root.querySelector('button')!.focus();
    await flush();
    expect(document.activeElement).toBe(root.querySelector('button'));
  });
});
