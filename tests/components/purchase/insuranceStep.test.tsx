import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS_FAILED_MESSAGE, InsuranceStep } from '../../../src/features/purchase/steps/InsuranceStep';
import { axeViolations, form, PRODUCTS, viewProps } from './support';

const chosen = form({ addressId: '100000062', buildingAddress: 'Storgata 15', buildingZip: '0155', buildingCity: 'OSLO' });

function renderStep(overrides: Partial<Parameters<typeof InsuranceStep>[0]> = {}) {
  const props = { ...viewProps({ form: chosen }), products: PRODUCTS, onSelectProduct: vi.fn(), ...overrides };
  return { props, ...render(<InsuranceStep {...props} />) };
}

describe('InsuranceStep (step 2)', () => {
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
    const { props, rerender } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Skadedyrsforsikring' }));
    expect(props.onSelectProduct).toHaveBeenCalledWith(PRODUCTS[1]);
    rerender(<InsuranceStep {...props} form={{ ...chosen, productCode: 'SFINNBO' }} />);
    expect(screen.getByRole('radio', { name: 'Skadedyrsforsikring' })).toBeChecked();
  });

  it("'Velg en forsikring' is tied to the group and linked from the summary", async () => {
    const user = userEvent.setup();
    renderStep({ errors: { productCode: 'Velg en forsikring' }, showErrorSummary: true, errorSummaryFocusKey: 1 });
    expect(screen.getByRole('group', { name: 'Hvilken forsikring vil du ha?' })).toHaveAccessibleDescription('Velg en forsikring');
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
    const summary = screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Velg en forsikring' }));
    expect(screen.getByRole('radio', { name: 'Råte- og skadedyrsforsikring' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('loading and failure', () => {
    const { rerender, props } = renderStep({ products: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Laster forsikringer...');
    rerender(<InsuranceStep {...props} productsFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_FAILED_MESSAGE);
  });

  it('TILBAKE and NESTE', async () => {
    const user = userEvent.setup();
    const { props } = renderStep();
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(props.onBack).toHaveBeenCalledTimes(1);
    expect(props.onNext).toHaveBeenCalledTimes(1);
  });
});
