import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_NAME } from '../../../domain/brand';
import { InsuranceListPage } from '../../../src/features/insurance/InsuranceListPage';
import { LIST_FAILED, LIST_LOADING, NO_AGREEMENTS, RECENT_ORDER_NOTE } from '../../../src/features/insurance/texts';
import { Route as InsuranceListRoute } from '../../../src/routes/forsikringer/index';
import { KARI, renderAt } from '../helpers';
import { HOME_TEXT, renderRoute } from '../routeHelpers';
import { HUS_TOPP, INNBO, anonymous, pending, serve, serverError } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const renderList = () => renderAt('/forsikringer', InsuranceListPage);

describe('/forsikringer/', () => {
  it('loads the agreements for the session customer and shows one card per agreement', async () => {
    const gate = pending();
    const calls = serve({ agreements: () => gate.promise });
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dine forsikringer' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(LIST_LOADING);
    gate.release(new Response(JSON.stringify([HUS_TOPP, INNBO]), { headers: { 'Content-Type': 'application/json' } }));

    const list = await screen.findByRole('list', { name: 'Forsikringer' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/forsikringer/a-hus');
    expect(cards[0]).toHaveTextContent('Hus topp');
    expect(cards[0]).toHaveTextContent('Storgata 1, 0155 OSLO');
    expect(cards[0]).toHaveTextContent(`Forsikret hos ${PRODUCT_NAME}`);
    expect(cards[1]).toHaveAttribute('href', '/forsikringer/a-innbo');
    expect(cards[1]).toHaveTextContent('Thorvald Meyers gate 12A, 0552 OSLO');
    expect(cards[1]).toHaveTextContent('Forsikret gjennom Gjensidige');
    expect(screen.queryByText(LIST_LOADING)).toBeNull();
    expect(screen.queryByText(NO_AGREEMENTS)).toBeNull();
    expect(calls).toContain(`GET /api/getAllAgreements?ssn=${KARI.socialSecurityNumber}`);
  });

  it('links to the purchase wizard to add a new address (context kjop-forsikring: no parameter)', async () => {
    serve();
    renderList();
    expect(await screen.findByRole('link', { name: 'Legg til ny adresse og bestill forsikring' })).toHaveAttribute('href', '/kjop-forsikring');
  });

  it('no agreements: the §8 text and the note that a recent order takes a while', async () => {
    serve({ agreements: [] });
    renderList();
    expect(await screen.findByText(NO_AGREEMENTS)).toBeInTheDocument();
    expect(screen.getByText(RECENT_ORDER_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Forsikringer' })).toBeNull();
  });

  it('a 404 counts as no agreements (SPEC §7)', async () => {
    serve({ agreements: () => new Response(JSON.stringify({ message: 'Ingen' }), { status: 404 }) });
    renderList();
    expect(await screen.findByText(NO_AGREEMENTS)).toBeInTheDocument();
  });

  it('a failing call shows the load failure', async () => {
    serve({ agreements: serverError });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_FAILED);
    expect(screen.queryByText(NO_AGREEMENTS)).toBeNull();
  });

  it('the route sends anonymous visitors home in beforeLoad without asking for agreements', async () => {
    const calls = serve({ user: anonymous });
    const { router } = renderRoute(InsuranceListRoute, '/forsikringer', '/forsikringer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(calls.some((c) => c.includes('getAllAgreements'))).toBe(false);
  });

  it('logged in, the route lets the page load the agreements', async () => {
    const calls = serve();
    renderRoute(InsuranceListRoute, '/forsikringer', '/forsikringer');
    expect(within(await screen.findByRole('list', { name: 'Forsikringer' })).getAllByRole('link')).toHaveLength(2);
    expect(calls).toContain(`GET /api/getAllAgreements?ssn=${KARI.socialSecurityNumber}`);
  });
});
