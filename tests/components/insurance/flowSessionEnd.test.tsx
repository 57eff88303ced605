/**
 * A session that ends on this device while «Si opp forsikring» or «Meld flytting» shows one of its steps (a logout
 * here without a network or on a slow server, a logout in another tab, the idle timeout, another customer's login):
 * the page goes to the logged-out front page at once. The flows' leave dialog («Vil du avbryte …?») does not hold it:
 * that would leave the customer's insurance and what they typed on the screen of a shared browser, under a header
 * that already shows nobody.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, waitFor as machineDone } from 'xstate';
import { INSURANCES_PATH } from '../../../domain/paths';
import type { Agreement } from '../../../domain/types';
import { endSessionHere } from '../../../src/components/shell/sessionEnd';
import { createAppLogoutMachine } from '../../../src/components/shell/logoutEffects';
import type { LogoutReach } from '../../../machines/logout.machine';
import { cancellationFlow } from '../../../src/features/cancellation/flow';
import { movingFlow } from '../../../src/features/moving/flow';
import { HUS_TOPP, serve } from './fixtures';
import { HOME, renderFlowAt } from './flowHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INNBO_DIRECT: Agreement = { ...HUS_TOPP, agreementId: 'a-innbo-direkte', productName: 'Innbo', productTagName: 'Innbo', move: null };

const FLOWS = [
  { name: 'Si opp forsikring', flow: cancellationFlow, agreement: HUS_TOPP, below: 'si-opp', firstStep: 'Steg 1 av 3: Hvorfor vil du si opp?', leave: 'Vil du avbryte oppsigelsen?' },
  { name: 'Meld flytting', flow: movingFlow, agreement: INNBO_DIRECT, below: 'meld-flytting', firstStep: 'Steg 1 av 3: Hvor flytter du?', leave: 'Vil du avbryte flyttemeldingen?' },
] as const;

describe.each(FLOWS)('$name: the session ends on a step', ({ flow, agreement, below, firstStep, leave }) => {
  async function onFirstStep() {
    serve({ agreement: { [agreement.agreementId]: agreement } });
    const rendered = renderFlowAt(`${INSURANCES_PATH}/${agreement.agreementId}/${below}`, flow);
    // The step itself, not the loading state that already shows its heading.
    await screen.findByRole('button', { name: 'NESTE' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1, name: firstStep })).toBeInTheDocument();
    return rendered;
  }

  it('another tab logged out (or the idle timeout, or another customer): the front page, with no leave dialog', async () => {
    const { router } = await onFirstStep();
    endSessionHere(router as never, ['kari']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog', { name: leave })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: HOME })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: firstStep })).toBeNull();
  });

  it('on its way to the server’s logout, the page is not taken to / (that would cancel the logout’s navigation)', async () => {
    const { router } = await onFirstStep();
    // The page the other tests of this file see has not left (a module of its own, as a new page has).
    vi.resetModules();
    const { markLeavingForLogout } = await import('../../../src/lib/device/leavingForLogout');
    const { endSessionHere: endHere } = await import('../../../src/components/shell/sessionEnd');
    const at = router.state.location.pathname;
    markLeavingForLogout();
    endHere(router as never, ['kari']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(at);
    // Not on its way anywhere, the same end takes the page to the front page.
    endSessionHere(router as never, ['kari']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('LOGG UT without an answer from the server: the logged-out front page, with no leave dialog', async () => {
    const { router } = await onFirstStep();
    const close = vi.fn();
    const logic = createAppLogoutMachine({ router: router as never, close }).provide({
      actors: { findUnsent: fromPromise(async () => false), logOut: fromPromise(async (): Promise<LogoutReach> => 'offline') },
    });
    const logout = createActor(logic).start();
    logout.send({ type: 'user.logout' });
    await machineDone(logout, (s) => s.status === 'done');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(close).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog', { name: leave })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: HOME })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: firstStep })).toBeNull();
  });
});

it('the test sees the leave dialog when the customer leaves the steps by a link (the guard it must get past)', async () => {
  const user = userEvent.setup();
  serve({ agreement: { [INNBO_DIRECT.agreementId]: INNBO_DIRECT } });
  const { router } = renderFlowAt(`${INSURANCES_PATH}/${INNBO_DIRECT.agreementId}/meld-flytting`, movingFlow);
  await screen.findByRole('button', { name: 'NESTE' }, { timeout: 4000 });
  void router.navigate({ to: '/' });
  const dialog = await screen.findByRole('alertdialog', { name: 'Vil du avbryte flyttemeldingen?' });
  await user.click(within(dialog).getByRole('button', { name: 'TILBAKE' }));
  expect(router.state.location.pathname).not.toBe('/');
});
