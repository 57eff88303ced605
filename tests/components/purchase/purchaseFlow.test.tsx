import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import type { PurchaseForm } from '../../../domain/purchaseForm';
import { purchaseMachine } from '../../../machines/purchase.machine';
import type { LoadedWizard, OrderInput, PurchasePage } from '../../../machines/purchase/types';
import { PurchaseFlowView } from '../../../src/features/purchase/PurchaseFlow';
import { MANUAL_TOGGLE_TEXT } from '../../../src/features/purchase/steps/AdresseStep';
import { completeForm, fakePurchaseActions, PRODUCTS, USER } from '../../machines/purchase.fixtures';
import { renderAt } from '../helpers';
import { withoutWebGL } from './support';

/** The wizard's host with a real purchase machine (its app effects faked), opened at `path`. */
function renderWizard(path: string, requestedPage: PurchasePage | null, storedForm: PurchaseForm | null) {
  const { actions } = fakePurchaseActions(storedForm);
  const machine = purchaseMachine.provide({
    actions,
    actors: {
      loadWizard: fromPromise<LoadedWizard>(async () => ({ user: USER, products: PRODUCTS })),
      createOrder: fromPromise<unknown, OrderInput>(async () => ({ orderId: 'order-1' })),
    },
  });
  const actor = createActor(machine, { input: { requestedPage, resume: false, context: null, storedForm } });
  actor.start();
  return renderAt(path, () => <PurchaseFlowView actor={actor} />);
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the purchase wizard: one focus rule across its pages', () => {
  it('the first page keeps its focus; every step change focuses the h1; a refused NESTE the summary; the confirmation its h1', async () => {
    withoutWebGL();
    const user = userEvent.setup();
    renderWizard('/kjop-forsikring', null, completeForm());
    const first = await heading('Steg 1 av 4: Adresse');
    await settled();
    expect(first).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(await heading('Steg 2 av 4: Velg forsikring')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    expect(await heading('Steg 1 av 4: Adresse')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: MANUAL_TOGGLE_TEXT.toManual }));
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Gateadresse' }), 'Storgata 15');
    await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '0155');
    await user.type(screen.getByRole('textbox', { name: 'Poststed' }), 'OSLO');
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(await heading('Steg 2 av 4: Velg forsikring')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(await heading('Steg 3 av 4: Startdato og kontakt')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(await heading('Steg 4 av 4: Oppsummering')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'BESTILL FORSIKRING' }));
    expect(screen.getByRole('button', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('aria-disabled', 'true');
    expect(await heading('Takk for bestillingen')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'LEGG TIL EN NY ADRESSE' }));
    expect(await heading('Steg 1 av 4: Adresse')).toHaveFocus();
  });

  it('opened at the confirmation (a reload after ordering), its h1 does not take focus', async () => {
    renderWizard('/kjop-forsikring/bekreftelse', 'bekreftelse', null);
    const h1 = await heading('Takk for bestillingen');
    await settled();
    expect(h1).not.toHaveFocus();
  });
});
