/**
 * Back in «Si opp forsikring» and «Meld flytting» when the history holds addresses of the flow it cannot show now:
 * steps of an earlier run (the customer reloaded on the summary, which opens step 1: nothing is kept), or steps
 * behind a page that says the agreement was not found (another customer's steps on a shared browser). Back was put
 * back for ever (the flow refuses a step whose earlier steps are not answered, and a dead end refuses every step):
 * now each Back gets one entry further, the page shown taking that entry's address, until it leaves the flow.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { AGREEMENT_NOT_FOUND } from '../../../domain/insuranceSelectors';
import { INSURANCES_PATH } from '../../../domain/paths';
import type { Agreement } from '../../../domain/types';
import { cancellationFlow } from '../../../src/features/cancellation/flow';
import { movingFlow } from '../../../src/features/moving/flow';
import { HUS_TOPP, serve } from './fixtures';
import { INSURANCE_PAGE, historyOf, renderFlowAt } from './flowHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INNBO_DIRECT: Agreement = { ...HUS_TOPP, agreementId: 'a-innbo-direkte', productName: 'Innbo', productTagName: 'Innbo', move: null };

const FLOWS = [
  { name: 'Si opp forsikring', flow: cancellationFlow, agreement: HUS_TOPP, below: 'si-opp', steps: ['arsak', 'dato', 'oppsummering'], firstStep: 'Steg 1 av 3: Hvorfor vil du si opp?', leave: 'Vil du avbryte oppsigelsen?' },
  { name: 'Meld flytting', flow: movingFlow, agreement: INNBO_DIRECT, below: 'meld-flytting', steps: ['adresse', 'dato', 'oppsummering'], firstStep: 'Steg 1 av 3: Hvor flytter du?', leave: 'Vil du avbryte flyttemeldingen?' },
] as const;

/** Back as the browser does it (a popstate the router's blockers see), then the router settled. */
async function back(router: { history: { back(): void } }) {
  await act(async () => {
    router.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe.each(FLOWS)('$name: Back past addresses the flow cannot show now', ({ flow, agreement, below, steps, firstStep, leave }) => {
  const insurance = `${INSURANCES_PATH}/${agreement.agreementId}`;
  const stepUrl = (step: string) => `${insurance}/${below}?steg=${step}`;

  it('reloaded on the summary (step 1 opens): Back goes on, showing step 1, and leaves the flow (asking first)', async () => {
    serve({ agreement: { [agreement.agreementId]: agreement } });
    historyOf([insurance, ...steps.map(stepUrl)]);
    const { router } = renderFlowAt(stepUrl('oppsummering'), flow);
    await screen.findByRole('button', { name: 'NESTE' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1, name: firstStep })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ steg: steps[0] }));

    for (let press = 0; press < 3 && !screen.queryByRole('alertdialog', { name: leave }); press++) {
      const before = window.history.state.__TSR_index as number;
      await back(router);
      if (screen.queryByRole('alertdialog', { name: leave })) break;
      // One entry further back, and the address says the page shown: step 1.
      await waitFor(() => expect(window.history.state.__TSR_index).toBe(before - 1));
      await waitFor(() => expect(router.state.location.search).toEqual({ steg: steps[0] }));
      expect(screen.getByRole('heading', { level: 1, name: firstStep })).toBeInTheDocument();
    }
    expect(await screen.findByRole('alertdialog', { name: leave })).toBeInTheDocument();
  });

  it("«Vi fant ikke forsikringen.» over steps of another customer's: Back goes on and reaches the insurance's page", async () => {
    serve({ agreement: {} });
    historyOf([insurance, ...steps.map(stepUrl), `${insurance}/${below}`]);
    const { router } = renderFlowAt(`${insurance}/${below}`, flow);
    await screen.findByRole('heading', { level: 1, name: AGREEMENT_NOT_FOUND }, { timeout: 4000 });
    for (let press = 0; press < 4 && !screen.queryByRole('heading', { level: 1, name: INSURANCE_PAGE }); press++) {
      await back(router);
    }
    expect(await screen.findByRole('heading', { level: 1, name: INSURANCE_PAGE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(insurance);
  });
});
