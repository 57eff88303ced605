/**
 * The shell's focus on a page change (src/components/shell/Shell.tsx): after a client-side navigation the new page's
 * content (main) takes focus, also when the link pressed sits in the page left, which the router keeps on screen
 * while the next page loads (the insurance's MELD FLYTTING, SI OPP FORSIKRING, a row of the insurance list): once
 * that page is gone, the focus is not left on the body. A page that sets its own focus keeps it.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Shell } from '../../src/components/shell/Shell';

const left = <a href="/forsikringer/a/meld-flytting">MELD FLYTTING</a>;

/** The link in the page is pressed; the router is at the new address, and the page left still shows while the next one loads. */
function pressLinkInPageLeft() {
  const { rerender } = render(
    <Shell pathname="/forsikringer/a" bare>
      {left}
    </Shell>,
  );
  screen.getByRole('link', { name: 'MELD FLYTTING' }).focus();
  rerender(
    <Shell pathname="/forsikringer/a/meld-flytting" bare>
      {left}
    </Shell>,
  );
  return rerender;
}

describe('Shell: focus after a link in the page left', () => {
  it('goes to the new page’s content once the page left (and its link) is gone', async () => {
    const rerender = pressLinkInPageLeft();
    expect(screen.getByRole('link', { name: 'MELD FLYTTING' })).toHaveFocus();
    rerender(
      <Shell pathname="/forsikringer/a/meld-flytting" bare>
        <p>Laster...</p>
      </Shell>,
    );
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('leaves the focus a new page sets itself', async () => {
    const rerender = pressLinkInPageLeft();
    rerender(
      <Shell pathname="/forsikringer/a/meld-flytting" bare>
        <h1 tabIndex={-1} ref={(h) => h?.focus()}>
          Steg 1 av 3
        </h1>
      </Shell>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'Steg 1 av 3' })).toHaveFocus();
  });
});
