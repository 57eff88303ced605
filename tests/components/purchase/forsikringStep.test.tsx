import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS_FAILED_MESSAGE, ForsikringStep } from '../../../src/features/purchase/steps/ForsikringStep';
import { axeViolations, fakeWizard, form, PRODUCTS, renderWithWizard, type WizardState } from './support';

const chosen = form({ addressId: '100000062', buildingAddress: 'Storgata 15', buildingZip: '0155', buildingCity: 'OSLO' });

/** Step 2 shown by a wizard in the given state (by default: the address chosen, the offers loaded). */
function renderStep(state: Partial<WizardState> = {}) {
  const wizard = fakeWizard({ page: 'forsikring', form: chosen, products: PRODUCTS, ...state });
  return { wizard, ...renderWithWizard(<ForsikringStep />, wizard) };
}

describe('ForsikringStep (step 2)', () => {
  it('offers the products as radios with the §3 labels, none chosen, each with price, what is included and its terms', async () => {
    renderStep();
    expect(screen.getByRole('region', { name: 'Steg 2 av 4: Velg forsikring' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Hvilken forsikring vil du ha?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Råte- og skadedyrsforsikring',
      'Skadedyrsforsikring',
    ]);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    const rot = screen.getByRole('radio', { name: 'Råte- og skadedyrsforsikring' });
    expect(rot).toHaveAccessibleDescription(expect.stringMatching(/^Kr\s250,- per mnd /));
    expect(rot).toHaveAccessibleDescription(expect.stringContaining('Dekker skade på bygning fra råte, hussopp og skadedyr'));
    expect(screen.getByRole('radio', { name: 'Skadedyrsforsikring' })).toHaveAccessibleDescription(expect.stringMatching(/^Kr\s99,- per mnd /));
    const included = screen.getByRole('list', { name: 'Inkludert i Råte- og skadedyrsforsikring' });
    expect(within(included).getAllByRole('listitem')).toHaveLength(2);
    const terms = screen.getAllByRole('link', { name: /vilkår/ });
    expect(terms.map((a) => a.getAttribute('href'))).toEqual(PRODUCTS.map((p) => `/api/downloadTermsAndConditions/${p.productId}`));
    expect(terms[0]).toHaveAccessibleName('Last ned vilkår for Råte- og skadedyrsforsikring (PDF)');
    const address = screen.getByRole('textbox', { name: 'Adressen som skal forsikres' });
    expect(address).toBeDisabled();
    expect(address).toHaveValue('Storgata 15, 0155 OSLO');
    expect(await axeViolations()).toEqual([]);
  });

  it('choosing reports the product; the chosen one is checked', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Skadedyrsforsikring' }));
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.selectProduct', productCode: PRODUCTS[1]!.productCode });
    wizard.set({ form: { ...chosen, productCode: 'SFINNBO' } });
    expect(screen.getByRole('radio', { name: 'Skadedyrsforsikring' })).toBeChecked();
  });

  it("'Velg en forsikring' is tied to the group and linked from the summary", async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    wizard.refuseNext({ errors: { productCode: 'Velg en forsikring' }, attemptedSteps: ['forsikring'] });
    expect(screen.getByRole('group', { name: 'Hvilken forsikring vil du ha?' })).toHaveAccessibleDescription('Velg en forsikring');
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
    const summary = screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Velg en forsikring' }));
    expect(screen.getByRole('radio', { name: 'Råte- og skadedyrsforsikring' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('loading and failure', () => {
    // While the wizard loads (tag `loading`) the offers are not there yet; null when they could not be fetched.
    const { wizard } = renderStep({ tags: ['loading'] });
    expect(screen.getByRole('status')).toHaveTextContent('Laster forsikringer...');
    wizard.set({ tags: [], products: null });
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_FAILED_MESSAGE);
  });

  it('TILBAKE and NESTE', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(wizard.sent('user.back')).toHaveLength(1);
    expect(wizard.sent('user.next')).toHaveLength(1);
  });
});
