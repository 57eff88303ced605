import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME } from '../../../domain/brand';
import { InsuranceDetailPage } from '../../../src/features/insurance/InsuranceDetailPage';
import { AGREEMENT_NOT_FOUND } from '../../../domain/insuranceSelectors';
import { AGREEMENT_FAILED, AGREEMENT_LOADING } from '../../../src/features/insurance/texts';
import { Route as InsuranceDetailRoute } from '../../../src/routes/forsikringer/$agreementId';
import { KARI, json, renderAt } from '../helpers';
import { HOME_TEXT, renderRoute } from '../routeHelpers';
import { BORETTSLAG, HUS_TOPP, anonymous, pending, serve, serverError } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const NBSP = '\u00a0';
const renderDetail = (id: string) => renderAt(`/forsikringer/${id}`, () => <InsuranceDetailPage agreementId={id} />);

/** The <dd> right after the <dt> with `term`. */
function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('/forsikringer/{agreementId}', () => {
  it("shows 'Laster forsikring' while loading, then the agreement", async () => {
    const gate = pending();
    const calls = serve({ agreement: { 'a-hus': () => gate.promise } });
    renderDetail('a-hus');
    expect(await screen.findByRole('status')).toHaveTextContent(AGREEMENT_LOADING);
    gate.release(json(HUS_TOPP));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hus topp' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(AGREEMENT_LOADING)).toBeNull();
    expect(calls).toContain(`GET /api/getAllAgreements/a-hus?ssn=${KARI.socialSecurityNumber}`);
  });

  it('a direct agreement: description, address, services, highlights, monthly price, certificate and terms', async () => {
    serve();
    renderDetail('a-hus');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    expect(screen.getByText(HUS_TOPP.productDescription)).toBeInTheDocument();
    expect(screen.getByText('Storgata 1, 0155 OSLO')).toBeInTheDocument();
    expect(screen.getByText('250 kr/mnd')).toBeInTheDocument();
    // (Testing Library normalises the no-break space between thousands to a space)
    expect(screen.getByText('3 000 kr per år').textContent).toBe(`3${NBSP}000 kr per år`);
    const included = screen.getByRole('region', { name: 'Dette er inkludert' });
    expect(within(included).getAllByRole('listitem').map((li) => li.textContent)).toEqual(HUS_TOPP.termsAndServicesHighlights);
    // the check marks are decorative
    for (const svg of included.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
    const services = screen.getByRole('region', { name: 'Tjenester' });
    expect(within(services).getAllByRole('listitem').map((li) => li.textContent)).toEqual(HUS_TOPP.services);

    expect(screen.getByRole('link', { name: 'Se forsikringsbevis' })).toHaveAttribute('href', '/insurance-certificate?agreementId=a-hus');
    const terms = screen.getByRole('link', { name: 'Last ned vilkår (PDF)' });
    expect(terms).toHaveAttribute('href', '/api/downloadTermsAndConditions/p-bthus');
    expect(terms).toHaveAttribute('download', HUS_TOPP.termsandConditionName);
    expect(screen.queryByText(/kontakt/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/forsikringer');
  });

  it('the agreement details are collapsed until opened: company, agreement number, renewal date', async () => {
    serve();
    renderDetail('a-hus');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    const details = screen.getByText('Detaljer om avtalen').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Detaljer om avtalen'));
    expect(details).toHaveAttribute('open');
    expect(detail('SELSKAP')).toHaveTextContent(PRODUCT_NAME);
    expect(detail('AVTALENUMMER')).toHaveTextContent('HV-104233');
    expect(detail('FORNYES')).toHaveTextContent('01.03.2027');
  });

  it('an agreement through a partner: no certificate or terms, contact the partner; no price when none is given', async () => {
    serve();
    renderDetail('a-innbo');
    await screen.findByRole('heading', { level: 1, name: 'Innbo' });
    expect(screen.getByText('Forsikringen er inngått gjennom Gjensidige. Kontakt Gjensidige for forsikringsbevis og vilkår.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Se forsikringsbevis' })).toBeNull();
    expect(screen.queryByRole('link', { name: /vilkår/i })).toBeNull();
    expect(screen.queryByText(/kr\/mnd/)).toBeNull();
    expect(detail('SELSKAP')).toHaveTextContent('Gjensidige');
    expect(detail('FORNYES')).toHaveTextContent('15.12.2026');
  });

  it('a price that is not a whole number per month has two decimals; the former company name shows as the provider', async () => {
    serve({ agreement: { 'a-brl': BORETTSLAG } });
    renderDetail('a-brl');
    await screen.findByRole('heading', { level: 1, name: 'Borettslag' });
    expect(screen.getByText('83,33 kr/mnd')).toBeInTheDocument();
    expect(detail('SELSKAP')).toHaveTextContent(PRODUCT_NAME);
  });

  it('an unknown or foreign id (404) says the agreement was not found (not to reload), not a crash', async () => {
    serve();
    renderDetail('finnes-ikke');
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_NOT_FOUND);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a server error shows the load failure', async () => {
    serve({ agreement: { 'a-hus': serverError } });
    renderDetail('a-hus');
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_FAILED);
  });

  it('the route sends anonymous visitors home in beforeLoad without asking for the agreement', async () => {
    const calls = serve({ user: anonymous });
    const { router } = renderRoute(InsuranceDetailRoute, '/forsikringer/$agreementId', '/forsikringer/a-hus', () => (
      <InsuranceDetailPage agreementId="a-hus" />
    ));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(calls.some((c) => c.includes('getAllAgreements'))).toBe(false);
  });
});
