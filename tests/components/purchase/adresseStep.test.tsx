import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PURCHASE_MESSAGES as M } from '../../../domain/schemas/purchase';
import { addressTextOfSource } from '../../../domain/addressText';
import { purchaseAddressFromSearch } from '../../../domain/purchaseForm';
import type { AddressSearchSource } from '../../../domain/types';
import ADDRESSES from '../../../server/data/addresses.json';
import { AdresseStep, MANUAL_TOGGLE_TEXT } from '../../../src/features/purchase/steps/AdresseStep';
import { json, stubFetch } from '../helpers';
import { axeViolations, fakeWizard, form, renderAfterStepChange, renderWithWizard, STORGATA_15, withoutWebGL, type WizardState } from './support';

/** Step 1 shown by a wizard in the given state (`applyChanges`: the form takes the customer's changes). */
function renderStep(state: Partial<WizardState> = {}, options: { applyChanges?: boolean } = {}) {
  const wizard = fakeWizard({ page: 'adresse', ...state }, options);
  return { wizard, ...renderWithWizard(<AdresseStep />, wizard) };
}

/** The bundled dataset searched by label prefix (the emulator's own ranking is tested in tests/api/purchase.test.ts). */
function search(query: string, size: number): AddressSearchSource[] {
  const q = query.toLowerCase();
  return (ADDRESSES as AddressSearchSource[]).filter((a) => addressTextOfSource(a).toLowerCase().startsWith(q)).slice(0, size);
}

let requests: URL[] = [];
let tokens: (string | null)[] = [];
beforeEach(() => {
  withoutWebGL();
  requests = [];
  tokens = [];
  // The national address search, answered by the local emulator's search over the bundled dataset.
  stubFetch((request) => {
    const url = new URL(request.url);
    requests.push(url);
    tokens.push(request.headers.get('X-WAAPI-TOKEN'));
    const hits = search(url.searchParams.get('Query') ?? '', Number(url.searchParams.get('Size') ?? 5));
    return json({ SearchResults: hits.map((Source) => ({ Source })) });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AdresseStep (step 1)', () => {
  it('is a section labelled "Steg 1 av 4: Adresse" with one h1, a labelled map region and its text alternative', async () => {
    renderStep({ form: form({ ...purchaseAddressFromSearch(STORGATA_15) }) });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Steg 1 av 4: Adresse' });
    expect(screen.getByRole('region', { name: 'Steg 1 av 4: Adresse' })).toContainElement(h1);
    const map = screen.getByRole('region', { name: 'Kart over adressen' });
    expect(map).toHaveAccessibleDescription('Valgt adresse: Storgata 15, 0155 OSLO');
    // jsdom cannot draw WebGL: the map's place says so instead of failing.
    expect(map).toHaveTextContent('Kartet kan ikke vises her.');
    expect(await axeViolations()).toEqual([]);
  });

  it('the heading takes focus when the step is shown after a step change', () => {
    renderAfterStepChange(<AdresseStep />, fakeWizard({ page: 'adresse' }), 'forsikring');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('address search: "Storgata 15" lists Storgata 15, 0155 OSLO (5 hits at most, one request after typing stops, with the token)', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep({}, { applyChanges: true });
    const combobox = screen.getByRole('combobox', { name: /adresse/i });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox, 'Storgata 15');
    expect(wizard.sent('user.change').at(-1)).toEqual({ type: 'user.change', field: 'insuredAddress', value: 'Storgata 15' });
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options[0]).toHaveTextContent('Storgata 15, 0155 OSLO');
    expect(options.length).toBeLessThanOrEqual(5);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ Query: 'Storgata 15', Size: '5', Targets: 'gateadresse' });
    expect(tokens).toEqual(['local-address-token']);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAccessibleDescription(expect.stringContaining('treff'));

    // Arrow keys move the active option, Enter chooses it.
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(wizard.send).toHaveBeenCalledWith({
      type: 'user.selectAddress',
      source: expect.objectContaining({ AdresseId: 100000062, GateNavn: 'Storgata', AdresseHusNummer: 15 }),
    });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list; ArrowUp from the top wraps to the last hit; a click chooses', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep({}, { applyChanges: true });
    const combobox = screen.getByRole('combobox', { name: /adresse/i });
    await user.type(combobox, 'Storgata');
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options).toHaveLength(5);
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[4]!.id);
    await user.click(screen.getAllByRole('option')[1]!);
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.selectAddress', source: expect.objectContaining({ GateNavn: 'Storgata', AdresseHusNummer: 15 }) });
  });

  it('shows the address messages tied to the combobox', () => {
    const { wizard } = renderStep({ errors: { addressId: M.addressRequired } });
    const combobox = screen.getByRole('combobox', { name: /adresse/i });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription(expect.stringContaining('Oppgi adressen du ønsker å forsikre.'));
    wizard.set({ errors: { addressId: M.addressFromList } });
    expect(combobox).toHaveAccessibleDescription(expect.stringContaining('Du må velge en adresse fra listen'));
  });

  it('a refused NESTE: the error summary takes focus and its link leads to the field', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(wizard.sent('user.next')).toHaveLength(1);
    wizard.refuseNext({ errors: { addressId: M.addressRequired }, attemptedSteps: ['adresse'] });
    const summary = screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: M.addressRequired }));
    expect(screen.getByRole('combobox', { name: /adresse/i })).toHaveFocus();
  });

  it('manual entry: the toggle, the three fields with every §5 message, zip digits forced while typing', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep({}, { applyChanges: true });
    await user.click(screen.getByRole('button', { name: MANUAL_TOGGLE_TEXT.toManual }));
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.change', field: 'typeAdressManually', value: true });
    expect(screen.queryByRole('combobox')).toBeNull();
    const zip = screen.getByRole('textbox', { name: 'Postnummer' });
    await user.type(zip, '01a5-57');
    expect(zip).toHaveValue('0155');
    await user.type(screen.getByRole('textbox', { name: 'Gateadresse' }), 'Løvåsveien 3');
    await user.type(screen.getByRole('textbox', { name: 'Poststed' }), 'OSLO');
    expect(screen.getByText(/Valgt adresse:/)).toHaveTextContent('Valgt adresse: Løvåsveien 3, 0155 OSLO');
    await user.click(screen.getByRole('button', { name: MANUAL_TOGGLE_TEXT.toSearch }));
    expect(screen.getByRole('combobox', { name: /adresse/i })).toHaveValue('');

    const messages = [
      { buildingAddress: M.streetRequired, buildingZip: M.zipRequired, buildingCity: M.cityRequired },
      { buildingAddress: M.streetTooShort, buildingZip: M.zipInvalid, buildingCity: M.cityInvalid },
    ];
    for (const errors of messages) {
      wizard.set({ form: form({ typeAdressManually: true }), errors, attemptedSteps: ['adresse'] });
      expect(screen.getByRole('textbox', { name: 'Gateadresse' })).toHaveAccessibleDescription(errors.buildingAddress);
      expect(screen.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription(`4 siffer ${errors.buildingZip}`);
      expect(screen.getByRole('textbox', { name: 'Poststed' })).toHaveAccessibleDescription(errors.buildingCity);
      const summary = screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });
      expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(Object.values(errors));
      expect(await axeViolations()).toEqual([]);
    }
  });

  it('AVBRYT cancels; busy disables the inputs and buttons', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('button', { name: 'AVBRYT' }));
    expect(wizard.sent('user.cancel')).toHaveLength(1);
    wizard.set({ tags: ['busy'] });
    expect(screen.getByRole('combobox', { name: /adresse/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'AVBRYT' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'NESTE' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a blur reports the field', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('combobox', { name: /adresse/i }));
    await act(async () => {
      await user.tab();
    });
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.blur', field: 'addressId' });
  });
});
