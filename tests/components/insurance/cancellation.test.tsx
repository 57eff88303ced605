/**
 * The insurance pages' cancellation states (docs/cancellation.md): an active agreement offers SI OPP FORSIKRING (or
 * says where one bought through an agent is cancelled), a cancelled one shows «Sagt opp, gjelder til og med …» with
 * ANGRE OPPSIGELSE and the confirmation (through its last day, today included), an ended one «Forsikringen gjaldt til
 * og med …» and is listed under «Avsluttede forsikringer».
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/insuranceFormat';
import { addDays } from '../../../domain/purchaseDates';
import { osloToday } from '../../../domain/schemas/dates';
import type { Agreement } from '../../../domain/types';
import { CheckResultPage } from '../../../src/features/insurance/CheckResultPage';
import { InsuranceDetailPage } from '../../../src/features/insurance/InsuranceDetailPage';
import { InsuranceListPage } from '../../../src/features/insurance/InsuranceListPage';
import { ENDED_CHECK_TEXT, WITHDRAW_FAILED, WITHDRAWN } from '../../../src/features/insurance/texts';
import { button } from '../../../src/styles/ui.css';
import { KARI, json, renderAt } from '../helpers';
import { HUS_TOPP, INNBO, serve, serverError } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const today = osloToday();
const endsIn10Days = addDays(today, 10);
const endedDaysAgo = addDays(today, -3);

/** Cancelled with today as its last day with cover: insured until 24:00 tonight. */
const LAST_DAY_TODAY: Agreement = {
  ...HUS_TOPP,
  cancellation: { reason: 'behov_borte', endDate: today, refund: 756, cancelledAt: `${today}T09:00:00.000Z` },
};
const CANCELLED: Agreement = {
  ...HUS_TOPP,
  cancellation: { reason: 'behov_borte', endDate: endsIn10Days, refund: 739, cancelledAt: `${today}T09:00:00.000Z` },
};
const ENDED: Agreement = {
  ...HUS_TOPP,
  agreementId: 'a-ended',
  buildingAddress: 'Holmenkollveien 45',
  buildingZip: '0376',
  agreementNumber: 'HV-100001',
  cancellation: { reason: 'annet_selskap', endDate: endedDaysAgo, refund: 0, cancelledAt: `${addDays(today, -40)}T09:00:00.000Z` },
};

const renderDetail = (id: string) => renderAt(`/forsikringer/${id}`, () => <InsuranceDetailPage agreementId={id} />);
const renderList = () => renderAt('/forsikringer', InsuranceListPage);

describe('/forsikringer/{agreementId}: cancelling', () => {
  it('an active agreement held directly: SI OPP FORSIKRING, a link styled as a secondary button, to its cancellation', async () => {
    serve();
    renderDetail('a-hus');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    const section = screen.getByRole('region', { name: 'Oppsigelse' });
    const link = within(section).getByRole('link', { name: 'SI OPP FORSIKRING' });
    expect(link).toHaveAttribute('href', '/forsikringer/a-hus/si-opp');
    expect(link).toHaveClass(button.secondary);
    expect(screen.queryByText(/Sagt opp/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'ANGRE OPPSIGELSE' })).toBeNull();
  });

  it('an agreement bought through an agent: where to cancel it, and no SI OPP FORSIKRING', async () => {
    serve();
    renderDetail('a-innbo');
    await screen.findByRole('heading', { level: 1, name: 'Innbo' });
    const section = screen.getByRole('region', { name: 'Oppsigelse' });
    expect(section).toHaveTextContent('Denne forsikringen er kjøpt gjennom Gjensidige. Du sier den opp hos Gjensidige.');
    expect(screen.queryByRole('link', { name: 'SI OPP FORSIKRING' })).toBeNull();
  });

  it('a cancelled agreement: «Sagt opp, gjelder til og med …», its reason and refund, ANGRE OPPSIGELSE and the confirmation; no SI OPP FORSIKRING', async () => {
    serve({ agreement: { 'a-hus': CANCELLED } });
    renderDetail('a-hus');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    const text = `Sagt opp, gjelder til og med ${formatLongDate(endsIn10Days)}`;
    // under the heading, and in the section
    expect(screen.getAllByText(new RegExp(text))).toHaveLength(2);
    const section = screen.getByRole('region', { name: 'Oppsigelse' });
    expect(section).toHaveTextContent('Jeg har solgt eller flyttet fra bygningen, eller behovet er borte');
    expect(section).toHaveTextContent('739 kr');
    expect(within(section).getByRole('button', { name: 'ANGRE OPPSIGELSE' })).toBeEnabled();
    const confirmation = within(section).getByRole('link', { name: 'Last ned bekreftelse på oppsigelse' });
    expect(confirmation).toHaveAttribute('href', '/api/getCancellationConfirmation?agreementId=a-hus');
    expect(confirmation).toHaveAttribute('download');
    expect(screen.queryByRole('link', { name: 'SI OPP FORSIKRING' })).toBeNull();
  });

  it('ANGRE OPPSIGELSE withdraws it, reads the agreement again and says so where focus goes', async () => {
    let current = CANCELLED;
    const withdrawals: unknown[] = [];
    const calls = serve({
      agreement: { 'a-hus': () => json(current) },
      withdraw: async (request: Request) => {
        withdrawals.push(await request.json());
        current = { ...CANCELLED, cancellation: null };
        return json(current);
      },
    });
    renderDetail('a-hus');
    await userEvent.click(await screen.findByRole('button', { name: 'ANGRE OPPSIGELSE' }));

    const notice = await screen.findByText(WITHDRAWN);
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(withdrawals).toEqual([{ agreementId: 'a-hus' }]);
    expect(calls.filter((c) => c === `GET /api/getAllAgreements/a-hus?ssn=${KARI.socialSecurityNumber}`)).toHaveLength(2);
    // active again: cancel it again if wanted
    expect(screen.queryByText(/Sagt opp/)).toBeNull();
    expect(screen.getByRole('link', { name: 'SI OPP FORSIKRING' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ANGRE OPPSIGELSE' })).toBeNull();
  });

  it('a withdrawal that fails is told in an alert that takes focus; the button works again', async () => {
    const calls = serve({ agreement: { 'a-hus': CANCELLED }, withdraw: serverError });
    renderDetail('a-hus');
    const withdraw = await screen.findByRole('button', { name: 'ANGRE OPPSIGELSE' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(withdraw);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WITHDRAW_FAILED);
    expect(alert).toHaveFocus();
    expect(calls).toContain('POST /api/withdrawCancellation');
    expect(screen.getByRole('button', { name: 'ANGRE OPPSIGELSE' })).toBeEnabled();
    expect(screen.getAllByText(new RegExp(`Sagt opp, gjelder til og med ${formatLongDate(endsIn10Days)}`)).length).toBeGreaterThan(0);
  });

  it('an ended agreement: «Forsikringen gjaldt til og med …», no cancel or withdraw button; the confirmation stays', async () => {
    serve({ agreement: { 'a-ended': ENDED } });
    renderDetail('a-ended');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    expect(screen.getAllByText(new RegExp(`Forsikringen gjaldt til og med ${formatLongDate(endedDaysAgo)}`)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'SI OPP FORSIKRING' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ANGRE OPPSIGELSE' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Last ned bekreftelse på oppsigelse' })).toHaveAttribute(
      'href',
      '/api/getCancellationConfirmation?agreementId=a-ended',
    );
  });
});

describe('an agreement whose last day with cover is today', () => {
  it('is cancelled, not ended: the page says it covers today, ANGRE OPPSIGELSE is offered', async () => {
    serve({ agreement: { 'a-hus': LAST_DAY_TODAY } });
    renderDetail('a-hus');
    await screen.findByRole('heading', { level: 1, name: 'Hus topp' });
    expect(screen.getAllByText(new RegExp(`Sagt opp, gjelder til og med ${formatLongDate(today)}`)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'ANGRE OPPSIGELSE' })).toBeInTheDocument();
    expect(screen.queryByText(/gjaldt/)).toBeNull();
  });

  it('stays among the insurances, not under «Avsluttede forsikringer»', async () => {
    serve({ agreements: [LAST_DAY_TODAY, INNBO] });
    renderList();
    const current = await screen.findByRole('list', { name: 'Forsikringer' });
    expect(within(current).getAllByRole('link')[0]).toHaveTextContent(`Sagt opp, gjelder til og med ${formatLongDate(today)}`);
    expect(screen.queryByRole('heading', { name: 'Avsluttede forsikringer' })).toBeNull();
  });

  it('still insures the building in the insurance check, which says that today is its last day', async () => {
    serve({ agreement: { 'a-hus': LAST_DAY_TODAY } });
    renderAt('/sjekk-forsikring/resultat/a-hus', () => <CheckResultPage agreementId="a-hus" />);
    expect(await screen.findByText(/Forsikret hos/)).toBeInTheDocument();
    expect(screen.queryByText(ENDED_CHECK_TEXT)).toBeNull();
    expect(screen.getByRole('region', { name: /Inkludert i/ })).toBeInTheDocument();
    // insured, but not beyond tonight: the check must not look like that of an insurance that goes on
    expect(screen.getByText(`Sagt opp, gjelder til og med ${formatLongDate(today)}`)).toBeInTheDocument();
  });
});

describe('/forsikringer/: cancelled and ended agreements', () => {
  it('a cancelled one stays among the insurances with «Sagt opp, gjelder til og med …»; an ended one is under «Avsluttede forsikringer», below', async () => {
    serve({ agreements: [CANCELLED, INNBO, ENDED] });
    renderList();
    const current = await screen.findByRole('list', { name: 'Forsikringer' });
    const cards = within(current).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/forsikringer/a-hus', '/forsikringer/a-innbo']);
    expect(cards[0]).toHaveTextContent(`Sagt opp, gjelder til og med ${formatLongDate(endsIn10Days)}`);
    expect(cards[1]).not.toHaveTextContent(/Sagt opp|gjaldt/);

    const heading = screen.getByRole('heading', { level: 2, name: 'Avsluttede forsikringer' });
    const ended = screen.getByRole('list', { name: 'Avsluttede forsikringer' });
    const endedCards = within(ended).getAllByRole('link');
    expect(endedCards.map((c) => c.getAttribute('href'))).toEqual(['/forsikringer/a-ended']);
    expect(endedCards[0]).toHaveTextContent(`Forsikringen gjaldt til og med ${formatLongDate(endedDaysAgo)}`);
    // below the active ones, in reading order
    expect(current.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('no heading for ended agreements when there are none', async () => {
    serve({ agreements: [HUS_TOPP, INNBO] });
    renderList();
    await screen.findByRole('list', { name: 'Forsikringer' });
    expect(screen.queryByRole('heading', { name: 'Avsluttede forsikringer' })).toBeNull();
  });

  it('only ended agreements: the note that none are found, and the ended ones under their heading', async () => {
    serve({ agreements: [ENDED] });
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'Avsluttede forsikringer' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Forsikringer' })).toBeNull();
    expect(screen.getByText(/Vi finner ingen forsikringer/)).toBeInTheDocument();
  });
});

describe('/sjekk-forsikring/resultat/{agreementId}: an ended agreement', () => {
  it('is no insurance: it says so, lists nothing as included, and offers to order one', async () => {
    serve({ agreement: { 'a-ended': ENDED } });
    renderAt('/sjekk-forsikring/resultat/a-ended', () => <CheckResultPage agreementId="a-ended" />);
    expect(await screen.findByText(ENDED_CHECK_TEXT)).toBeInTheDocument();
    expect(screen.getByText(`Forsikringen gjaldt til og med ${formatLongDate(endedDaysAgo)}`)).toBeInTheDocument();
    expect(screen.queryByText(/Forsikret hos/)).toBeNull();
    expect(screen.queryByRole('region', { name: /Inkludert i/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('href', '/kjop-forsikring?kontekst=sjekk-forsikring');
  });
});
