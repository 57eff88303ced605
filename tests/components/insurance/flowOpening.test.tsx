/**
 * «Si opp forsikring» and «Meld flytting» as the app opens them (the one flow host, the app's own actors and API
 * layer, a fake server): an agreement the server does not find (404: unknown, or another customer's) says «Vi fant
 * ikke forsikringen.»; one that could not be loaded otherwise (a 500, no answer) never says so: «Kunne ikke laste
 * forsikring.» with PRØV IGJEN, which asks for it again, and the way to the insurances.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGREEMENT_NOT_FOUND, AGREEMENT_NOT_LOADED } from '../../../domain/insuranceSelectors';
import { INSURANCES_PATH } from '../../../domain/paths';
import type { Agreement } from '../../../domain/types';
import { FlowHost } from '../../../src/components/flow/FlowHost';
import { cancellationFlow } from '../../../src/features/cancellation/flow';
import { CANCELLATION_TEXTS } from '../../../src/features/cancellation/texts';
import { movingFlow } from '../../../src/features/moving/flow';
import { MOVING_TEXTS } from '../../../src/features/moving/texts';
import { json, renderAt } from '../helpers';
import { axeViolations } from '../purchase/support';
import { HUS_TOPP, serve, serverError } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A contents insurance held directly: «Meld flytting» opens on it. */
const INNBO_DIRECT: Agreement = { ...HUS_TOPP, agreementId: 'a-innbo-direkte', productName: 'Innbo', productTagName: 'Innbo', move: null };

/** Answers in turn, the last one from then on. */
function inTurn(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
}

/** No answer: fetch rejects as a browser's does without a network. */
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

const FLOWS = [
  { name: 'Si opp forsikring', flow: cancellationFlow, agreement: HUS_TOPP, below: 'si-opp', texts: CANCELLATION_TEXTS, firstStep: 'Steg 1 av 3: Hvorfor vil du si opp?' },
  { name: 'Meld flytting', flow: movingFlow, agreement: INNBO_DIRECT, below: 'meld-flytting', texts: MOVING_TEXTS, firstStep: 'Steg 1 av 3: Hvor flytter du?' },
] as const;

describe.each(FLOWS)('$name: the agreement could not be loaded', ({ flow, agreement, below, texts, firstStep }) => {
  const open = () => renderAt(`${INSURANCES_PATH}/${agreement.agreementId}/${below}`, () => <FlowHost flow={flow as never} />);
  const agreementReads = (calls: string[]) => calls.filter((c) => c.startsWith(`GET /api/getAllAgreements/${agreement.agreementId}`)).length;

  it('a server error: «Kunne ikke laste forsikring.», never «Vi fant ikke forsikringen.»; PRØV IGJEN asks again and the wizard opens', async () => {
    const user = userEvent.setup();
    const calls = serve({ agreement: { [agreement.agreementId]: inTurn(serverError, () => json(agreement)) } });
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: AGREEMENT_NOT_LOADED }, { timeout: 4000 });
    expect(texts.loadError).toBe(AGREEMENT_NOT_LOADED);
    expect(screen.queryByText(AGREEMENT_NOT_FOUND)).toBeNull();
    // A page of its own: the section is named by its heading; it says what to do, offers PRØV IGJEN and the way out.
    const page = screen.getByRole('region', { name: AGREEMENT_NOT_LOADED });
    expect(within(page).getByText(texts.loadErrorText)).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: texts.toInsurances })).toHaveAttribute('href', INSURANCES_PATH);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(await axeViolations()).toEqual([]);
    expect(agreementReads(calls)).toBe(1);

    await user.click(within(page).getByRole('button', { name: 'PRØV IGJEN' }));
    expect(await screen.findByRole('heading', { level: 1, name: firstStep }, { timeout: 4000 })).toHaveFocus();
    expect(agreementReads(calls)).toBe(2);
    expect(screen.queryByText(AGREEMENT_NOT_LOADED)).toBeNull();
  });

  it('no answer: the same page; PRØV IGJEN that fails again shows it again, its heading taking focus', async () => {
    const user = userEvent.setup();
    const calls = serve({ agreement: { [agreement.agreementId]: noAnswer } });
    open();
    await screen.findByRole('heading', { level: 1, name: AGREEMENT_NOT_LOADED }, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'PRØV IGJEN' }));
    await vi.waitFor(() => expect(agreementReads(calls)).toBe(2));
    expect(await screen.findByRole('heading', { level: 1, name: AGREEMENT_NOT_LOADED }, { timeout: 4000 })).toHaveFocus();
    expect(screen.queryByText(AGREEMENT_NOT_FOUND)).toBeNull();
  });

  it('PRØV IGJEN that opens the wizard: its step replaces the failure page in the history, so Back leaves the wizard (asking first)', async () => {
    const user = userEvent.setup();
    serve({ agreement: { [agreement.agreementId]: inTurn(serverError, () => json(agreement)) } });
    // The customer came from the insurance's page, and asked for the second step.
    window.history.replaceState(null, '', `${INSURANCES_PATH}/${agreement.agreementId}`);
    window.history.pushState(null, '', `${INSURANCES_PATH}/${agreement.agreementId}/${below}?steg=dato`);
    const { router } = renderAt(`${INSURANCES_PATH}/${agreement.agreementId}/${below}?steg=dato`, () => <FlowHost flow={flow as never} />, { history: 'browser' });
    await screen.findByRole('heading', { level: 1, name: AGREEMENT_NOT_LOADED }, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'PRØV IGJEN' }));
    await screen.findByRole('heading', { level: 1, name: firstStep }, { timeout: 4000 });
    await screen.findByRole('button', { name: 'NESTE' });
    // Back: to the insurance's page, out of the wizard, which asks first; not to the failure page's address, which
    // names no step (the wizard would refuse it, and Back would do nothing however often it was pressed).
    router.history.back();
    expect(await screen.findByRole('alertdialog', { name: texts.leaveTitle }, { timeout: 4000 })).toBeInTheDocument();
  });

  it("the server's 404 (unknown, or another customer's): «Vi fant ikke forsikringen.», with no PRØV IGJEN", async () => {
    serve({ agreement: {} });
    open();
    await screen.findByRole('heading', { level: 1, name: AGREEMENT_NOT_FOUND }, { timeout: 4000 });
    expect(screen.getByRole('region', { name: AGREEMENT_NOT_FOUND })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PRØV IGJEN' })).toBeNull();
    expect(screen.getByRole('link', { name: texts.toInsurances })).toHaveAttribute('href', INSURANCES_PATH);
  });
});
