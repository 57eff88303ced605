import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { Agreement } from '../../../domain/types';
import { CheckResultPage, pricePillText } from '../../../src/features/insurance/CheckResultPage';
import { AGREEMENT_NOT_FOUND } from '../../../domain/insuranceSelectors';
import { AGREEMENT_FAILED, AGREEMENT_LOADING } from '../../../src/features/insurance/texts';
import { Route as CheckResultRoute } from '../../../src/routes/sjekk-forsikring/resultat/$agreementId';
import { json, renderAt } from '../helpers';
import { HOME_TEXT, renderRoute } from '../routeHelpers';
import { BORETTSLAG, HUS_TOPP, INNBO, anonymous, pending, serve, serverError } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const NBSP = '\u00a0';
const HYTTE_TOPP: Agreement = { ...HUS_TOPP, agreementId: 'a-hytte', productName: 'Hytte topp' };
const AGREEMENTS = Object.fromEntries([HUS_TOPP, HYTTE_TOPP, INNBO, BORETTSLAG].map((a) => [a.agreementId, a]));

function renderResult(id: string, agreements: Record<string, unknown> = AGREEMENTS) {
  serve({ agreement: agreements });
  return renderAt(`/sjekk-forsikring/resultat/${id}`, () => <CheckResultPage agreementId={id} />);
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const highlights = () => screen.getByRole('region', { name: `Inkludert i ${PRODUCT_NAME}` });

describe('/sjekk-forsikring/resultat/{agreementId}', () => {
  it("shows 'Laster forsikring' while loading", async () => {
    const gate = pending();
    renderResult('a-hus', { 'a-hus': () => gate.promise });
    expect(await screen.findByRole('status')).toHaveTextContent(AGREEMENT_LOADING);
    expect(screen.queryByRole('link', { name: 'BESTILL FORSIKRING' })).toBeNull();
    gate.release(json(HUS_TOPP));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hus topp' })).toBeInTheDocument();
    expect(screen.queryByText(AGREEMENT_LOADING)).toBeNull();
  });

  it.each(['a-hus', 'a-hytte'])('%s: Hus topp and Hytte topp are the rot and pest insurance, with no order button', async (id) => {
    renderResult(id);
    await screen.findByRole('heading', { level: 2, name: 'Råte- og skadedyrforsikring' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/dekker skader som har oppstått mens boligen har vært forsikret, uansett hvem som eide den da\. Det er en fordel, fordi skader .* utvikler seg over tid/)).toBeInTheDocument();
    expect(h2s()).toEqual(['Råte- og skadedyrforsikring', 'Hva dekkes?', 'Har du oppdaget skade?', 'Egenandel', `Inkludert i ${PRODUCT_NAME}`]);
    expect(screen.getByText(/Egenandelen er 2 000 kr/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'BESTILL FORSIKRING' })).toBeNull();
    expect(screen.getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/sjekk-forsikring/resultat');
  });

  it('Innbo: the pest insurance for contents, owner or renter, with a fourth block and the order button', async () => {
    renderResult('a-innbo');
    await screen.findByRole('heading', { level: 2, name: 'Skadedyrforsikring' });
    expect(screen.getByText(/dekker skader på innbo som har oppstått mens boligen har vært forsikret, enten du eier eller leier boligen/)).toBeInTheDocument();
    expect(h2s()).toEqual(['Skadedyrforsikring', 'Hva dekkes?', 'Har du oppdaget skadedyr?', 'Egenandel', 'Eier eller leier du?', `Inkludert i ${PRODUCT_NAME}`]);
    expect(screen.getByRole('link', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('href', '/kjop-forsikring?kontekst=sjekk-forsikring');
  });

  it('other products: no product heading or text, the three blocks and the order button', async () => {
    renderResult('a-brl');
    await screen.findByRole('heading', { level: 1, name: 'Borettslag' });
    expect(h2s()).toEqual(['Hva dekkes?', 'Har du oppdaget skade?', 'Egenandel', `Inkludert i ${PRODUCT_NAME}`]);
    expect(screen.queryByRole('heading', { name: 'Råte- og skadedyrforsikring' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Skadedyrforsikring' })).toBeNull();
    // no empty heading elements
    for (const h of screen.getAllByRole('heading')) expect(h.textContent?.trim()).not.toBe('');
    expect(screen.getByRole('link', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('href', '/kjop-forsikring?kontekst=sjekk-forsikring');
  });

  it('highlights as a real list with decorative check marks', async () => {
    renderResult('a-hus');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    const items = within(highlights()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(HUS_TOPP.termsAndServicesHighlights);
    for (const svg of highlights().querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it(`agent ${PRODUCT_NAME}: SE VILKÅR downloads the terms, the price pill shows price/12`, async () => {
    renderResult('a-hus');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    const terms = within(highlights()).getByRole('link', { name: 'SE VILKÅR' });
    expect(terms).toHaveAttribute('href', '/api/downloadTermsAndConditions/p-bthus');
    expect(terms).toHaveAttribute('download', HUS_TOPP.termsandConditionName);
    expect(within(highlights()).getByText('KR 250,- MND')).toBeInTheDocument();
  });

  it('agent Norsk Hussopp Forsikring (the former name) also gets terms and price; 2 decimals when not whole', async () => {
    renderResult('a-brl');
    await screen.findByRole('heading', { level: 1, name: 'Borettslag' });
    expect(within(highlights()).getByRole('link', { name: 'SE VILKÅR' })).toBeInTheDocument();
    expect(within(highlights()).getByText('KR 83,33,- MND')).toBeInTheDocument();
  });

  it('a partner agent (Gjensidige): no terms link, no price', async () => {
    renderResult('a-innbo', { 'a-innbo': { ...INNBO, price: 1188 } });
    await screen.findByRole('heading', { level: 1, name: 'Innbo' });
    expect(within(highlights()).queryByRole('link')).toBeNull();
    expect(screen.queryByText(/MND/)).toBeNull();
  });

  it('the provider without a price: terms link, no pill', async () => {
    renderResult('a-hus', { 'a-hus': { ...HUS_TOPP, price: null } });
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    expect(within(highlights()).getByRole('link', { name: 'SE VILKÅR' })).toBeInTheDocument();
    expect(screen.queryByText(/MND/)).toBeNull();
  });

  it('pricePillText', () => {
    expect(pricePillText(3000)).toBe('KR 250,- MND');
    expect(pricePillText(48600)).toBe(`KR 4${NBSP}050,- MND`);
    expect(pricePillText(null)).toBe('');
  });

  it('BESTILL FORSIKRING opens the purchase wizard in the app with the sjekk-forsikring context', async () => {
    const { router } = renderResult('a-innbo');
    await userEvent.click(await screen.findByRole('link', { name: 'BESTILL FORSIKRING' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kjop-forsikring'));
    expect(router.state.location.searchStr).toBe('?kontekst=sjekk-forsikring');
  });

  it('an unknown (or another customer\'s) id, 404, says the agreement was not found, not to reload', async () => {
    renderResult('finnes-ikke');
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'TILBAKE' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'BESTILL FORSIKRING' })).toBeNull();
  });

  it('a server error shows the §8 error', async () => {
    renderResult('a-hus', { 'a-hus': serverError });
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_FAILED);
  });

  it('the route sends anonymous visitors home in beforeLoad without asking for the agreement', async () => {
    const calls = serve({ user: anonymous });
    const { router } = renderRoute(CheckResultRoute, '/sjekk-forsikring/resultat/$agreementId', '/sjekk-forsikring/resultat/a-hus', () => (
      <CheckResultPage agreementId="a-hus" />
    ));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(calls.some((c) => c.includes('getAllAgreements'))).toBe(false);
  });
});
