import { describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../../src/components/shell/Header';
import { Footer } from '../../src/components/shell/Footer';
import { stepForPath, titleForPath } from '../../src/components/shell/paths';
import { findAgent } from '../../domain/agents';
import { renderAt } from './helpers';

describe('stepForPath', () => {
  it.each([
    ['/meld-skade/rolle', 1],
    ['/meld-skade/lokasjon', 2],
    ['/meld-skade/forsikring', 2],
    ['/meld-skade/skade', 3],
    ['/meld-skade/informasjon', 3],
    ['/meld-skade/kontakt', 4],
    ['/meld-skade/oppsummering', 4],
    ['/meld-skade/oppsummering/', 4],
  ])('%s is step %i', (path, step) => {
    expect(stepForPath(path)).toBe(step);
  });

  it.each(['/', '/meld-skade/skademelding', '/meld-skade/takk', '/kontakt', '/skadesaker/rolle'])('%s has no step', (path) => {
    expect(stepForPath(path)).toBeNull();
  });

  it.each([
    ['adresse', 1],
    ['forsikring', 2],
    ['startdato', 3],
    ['oppsummering', 4],
  ] as const)('the purchase wizard at ?steg=%s is step %i', (steg, step) => {
    expect(stepForPath('/kjop-forsikring', { steg })).toBe(step);
  });

  it.each([
    ['/kjop-forsikring', {}],
    ['/kjop-forsikring', { steg: 'betaling' }],
    ['/kjop-forsikring/bekreftelse', { steg: 'adresse' }],
  ])('%s %j has no step', (path, search) => {
    expect(stepForPath(path, search)).toBeNull();
  });
});

describe('titleForPath', () => {
  it.each([
    ['/kontakt/', 'Kontakt'],
    ['/meld-skade/rolle', 'Meld skade'],
    ['/forsikringer/abc', 'Forsikringer'],
    ['/profil/samtykker', 'Min profil'],
    ['/kjop-forsikring', 'Forsikringer'],
    ['/skadesaker', 'Skadesaker'],
    ['/tilgjengelighet', 'Tilgjengelighet'],
    ['/', 'Min side'],
    ['/sjekk-forsikring', 'Min side'],
  ])('%s → %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});

describe('Header', () => {
  it('anonymous users see only the logo', async () => {
    renderAt('/', () => <Header pathname="/" loggedIn={false} mobile={false} />);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getAllByRole('link')).toHaveLength(1);
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/');
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('logged in on desktop: nav links and the profile menu with Min profil and Logg ut', async () => {
    const user = userEvent.setup();
    renderAt('/', () => <Header pathname="/" loggedIn mobile={false} />);
    const nav = await screen.findByRole('navigation', { name: 'Hovedmeny' });
    expect(within(nav).getByRole('link', { name: 'Meld skade' })).toHaveAttribute('href', '/meld-skade/skademelding');
    expect(within(nav).getByRole('link', { name: 'Saker' })).toHaveAttribute('href', '/skadesaker');
    expect(within(nav).getByRole('link', { name: 'Forsikringer' })).toHaveAttribute('href', '/forsikringer');
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');

    const menuButton = screen.getByRole('button', { name: 'Profilmeny' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Min profil' })).toHaveAttribute('href', '/profil');
    // The dialog's code is loaded when the menu opens (it is not in the first load) and shown on Logg ut.
    await user.click(screen.getByRole('button', { name: 'Logg ut' }));
    expect(await screen.findByRole('dialog', { name: 'Vil du logge ut?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TILBAKE' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('marks the current section with aria-current', async () => {
    renderAt('/kontakt', () => <Header pathname="/kontakt" loggedIn mobile={false} />);
    expect(await screen.findByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Saker' })).not.toHaveAttribute('aria-current');
  });

  it('disables Meld skade on /meld-skade/ paths: aria-disabled and not a link', async () => {
    renderAt('/meld-skade/rolle', () => <Header pathname="/meld-skade/rolle" loggedIn mobile={false} />);
    const nav = await screen.findByRole('navigation', { name: 'Hovedmeny' });
    expect(within(nav).queryByRole('link', { name: 'Meld skade' })).toBeNull();
    const item = within(nav).getByText('Meld skade');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item.closest('a')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Saker' })).toBeInTheDocument();
  });

  it('mobile: home icon, page title and step indicator', async () => {
    renderAt('/meld-skade/skade', () => <Header pathname="/meld-skade/skade" loggedIn mobile />);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Hjem' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('Meld skade')).toBeInTheDocument();
    expect(within(banner).getByText('Steg 3 av 4')).toBeInTheDocument();
    expect(within(banner).getByText('3/4')).toBeInTheDocument();
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Profilmeny' })).toBeInTheDocument();
  });

  it('mobile outside the flow shows the title without a step', async () => {
    renderAt('/profil', () => <Header pathname="/profil" loggedIn mobile />);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Min profil')).toBeInTheDocument();
    expect(within(banner).queryByText(/\/4$/)).toBeNull();
  });
});

describe('Footer', () => {
  it.each([
    ['mobile, logged in', true, true],
    ['mobile, anonymous', false, true],
    ['desktop, logged in', true, false],
    ['desktop, anonymous', false, false],
  ])('%s: links to the accessibility statement', async (_name, loggedIn, mobile) => {
    renderAt('/kontakt', () => <Footer pathname="/kontakt" loggedIn={loggedIn} mobile={mobile} agent={undefined} />);
    const link = await screen.findByRole('link', { name: 'Tilgjengelighetserklæring' });
    expect(link).toHaveAttribute('href', '/tilgjengelighet');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('mobile, logged in: the four nav items, Meld skade disabled in the flow', async () => {
    renderAt('/meld-skade/rolle', () => <Footer pathname="/meld-skade/rolle" loggedIn mobile agent={undefined} />);
    const footer = await screen.findByRole('contentinfo');
    const nav = within(footer).getByRole('navigation');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Saker', 'Forsikringer', 'Kontakt']);
    expect(within(nav).getByText('Meld skade').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('?agent= shows the partner logo named by its long name', async () => {
    const agent = findAgent('gjensidige')!;
    renderAt('/', () => <Footer pathname="/" loggedIn={false} mobile agent={agent} />);
    const footer = await screen.findByRole('contentinfo');
    // The drawn logos load with the first visit that has ?agent= (not part of every first load).
    expect(await within(footer).findByRole('img', { name: 'Gjensidige Forsikring' })).toBeInTheDocument();
    expect(within(footer).queryByRole('navigation')).toBeNull();
  });

  it('no agent, no partner logo', async () => {
    renderAt('/', () => <Footer pathname="/" loggedIn={false} mobile={false} agent={undefined} />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getAllByRole('img')).toHaveLength(1); // our own logo only
  });
});

describe('shell links', () => {
  it('are router links, so a history blocker (the damage report’s leave guard) can hold them', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/meld-skade/rolle', () => <Header pathname="/meld-skade/rolle" loggedIn mobile={false} />);
    const blockerFn = vi.fn(() => true);
    const unblock = router.history.block({ blockerFn, enableBeforeUnload: false });
    await user.click(await screen.findByRole('link', { name: 'Kontakt' }));
    expect(blockerFn).toHaveBeenCalledWith(expect.objectContaining({ nextLocation: expect.objectContaining({ pathname: '/kontakt' }) }));
    expect(router.state.location.pathname).toBe('/meld-skade/rolle');
    unblock();
    await user.click(screen.getByRole('link', { name: 'Kontakt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kontakt'));
  });
});
