import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, startDateFromDay } from '../../../domain/purchaseDates';
import { PURCHASE_MESSAGES as M } from '../../../domain/schemas/purchase';
import { CONTACT_MESSAGES as C } from '../../../domain/schemas/contact';
import { START_DATE_TEXT, StartdatoStep } from '../../../src/features/purchase/steps/StartdatoStep';
import { axeViolations, fakeWizard, form, LOGGED_IN, onToday, renderWithWizard, TODAY, type WizardState } from './support';

/** Step 3 shown by a wizard in the given state (by default: logged in as a customer with kari.nordmann@example.no). */
function renderStep(state: Partial<WizardState> = {}, options: { applyChanges?: boolean } = {}) {
  const wizard = fakeWizard({ page: 'startdato', user: LOGGED_IN, ...state }, options);
  return { wizard, ...renderWithWizard(<StartdatoStep />, wizard) };
}

// The choosable days are today … today + 183 in Oslo: today is TODAY.
beforeEach(() => {
  onToday();
});
afterEach(() => {
  vi.useRealTimers();
});

const dayButton = (name: RegExp | string) => within(screen.getByRole('grid')).getByRole('button', { name });

describe('StartdatoStep (step 3)', () => {
  it('asks the three questions; the e-mail placeholder is the profile e-mail; a text asks to check phone and e-mail', async () => {
    renderStep();
    expect(screen.getByRole('region', { name: 'Steg 3 av 4: Startdato og kontakt' })).toBeInTheDocument();
    const date = screen.getByRole('textbox', { name: 'Når ønsker du at forsikringen skal starte?' });
    expect(date).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: 'Hva er ditt telefonnummer?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Landkode' })).toHaveValue('+47');
    expect(screen.getByRole('textbox', { name: 'Hva er din e-post?' })).toHaveAttribute('placeholder', 'kari.nordmann@example.no');
    expect(screen.getByText(START_DATE_TEXT.checkContact)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NESTE' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('anonymous visitors see SIGNER OG BESTILL FORSIKRING', () => {
    renderStep({ user: null });
    expect(screen.getByRole('button', { name: 'SIGNER OG BESTILL FORSIKRING' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NESTE' })).toBeNull();
  });

  it('every §5 message is shown on its field', () => {
    const { wizard } = renderStep({
      errors: { startDate: M.startDateRequired, countryCode: C.countryCodeRequired, phoneNumber: C.phoneRequired, email: M.emailRequired },
      attemptedSteps: ['startdato'],
    });
    const date = screen.getByRole('textbox', { name: 'Når ønsker du at forsikringen skal starte?' });
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Merk av i kalenderen datoen du ønsker at forsikringen skal starte fra.'));
    expect(screen.getByRole('textbox', { name: 'Landkode' })).toHaveAccessibleDescription('Oppgi landskode');
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAccessibleDescription('Oppgi telefonnummeret.');
    expect(screen.getByRole('textbox', { name: 'Hva er din e-post?' })).toHaveAccessibleDescription('Oppgi e-postadressen din.');
    const more: Record<string, string>[] = [
      { startDate: M.startDateOutOfWindow, countryCode: C.countryCodeInvalid, phoneNumber: C.phoneNorwegianLength, email: M.emailInvalid },
      { phoneNumber: C.phoneDigitsOnly },
      { phoneNumber: C.phoneTooShort },
      { phoneNumber: C.phoneTooLong },
    ];
    for (const errors of more) {
      wizard.set({ errors });
      const summary = screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });
      expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(Object.values(errors));
      for (const message of Object.values(errors)) expect(screen.getAllByText(message)).toHaveLength(2);
    }
  });

  it('typing: the country code keeps digits and +, 00 → +, back to +47 when emptied; the number is limited (8 for +47, 15 otherwise)', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep({ form: form() }, { applyChanges: true });
    const code = screen.getByRole('textbox', { name: 'Landkode' });
    const number = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await user.type(number, '912 345 6789');
    expect(number).toHaveValue('91234567');
    await user.clear(code);
    expect(code).toHaveValue('+47');
    await user.tripleClick(code);
    await user.keyboard('0046');
    expect(code).toHaveValue('+46');
    await user.type(code, 'x12345');
    expect(code).toHaveValue('+4612');
    await user.tripleClick(code);
    await user.keyboard('+46');
    await user.type(number, '1234567890');
    expect(number).toHaveValue('912345671234567');
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.change', field: 'phoneNumber', value: expect.any(String) });
  });

  it('busy disables the inputs and the buttons', () => {
    renderStep({ tags: ['busy'] });
    for (const name of ['Landkode', 'Telefonnummer', 'Hva er din e-post?', 'Når ønsker du at forsikringen skal starte?']) {
      expect(screen.getByRole('textbox', { name })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Velg dato' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'TILBAKE' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'NESTE' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('the start-date picker (WAI-ARIA date picker dialog)', () => {
  it('opens a modal dialog with a Norwegian month grid; yesterday and today + 184 are unavailable', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Velg dato' }));
    const dialog = screen.getByRole('dialog', { name: 'november 2026' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø']);
    const today = dayButton('mandag 23. november 2026');
    expect(today).toHaveFocus();
    expect(today).not.toHaveAttribute('aria-disabled');
    const yesterday = dayButton('søndag 22. november 2026');
    expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await user.click(yesterday);
    expect(wizard.sent('user.change')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // Six months ahead: the last day is choosable, the next one is not.
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Neste måned' }));
    expect(screen.getByRole('dialog', { name: 'mai 2027' })).toBeInTheDocument();
    expect(addDays(TODAY, 183)).toBe('2027-05-25');
    expect(dayButton('tirsdag 25. mai 2027')).not.toHaveAttribute('aria-disabled');
    const tooLate = dayButton('onsdag 26. mai 2027');
    expect(tooLate).toHaveAttribute('aria-disabled', 'true');
    await user.click(tooLate);
    expect(wizard.sent('user.change')).toEqual([]);
    await user.click(dayButton('tirsdag 25. mai 2027'));
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.change', field: 'startDate', value: startDateFromDay('2027-05-25') });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Velg dato' })).toHaveFocus();
  });

  it('keyboard: arrows, Home/End, PageUp/PageDown, Enter chooses; disabled days refuse Enter; Escape closes; focus returns', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep({ form: form({ startDate: startDateFromDay('2026-12-02') }) });
    const input = screen.getByRole('textbox', { name: 'Når ønsker du at forsikringen skal starte?' });
    expect(input).toHaveValue('02.12.2026');
    const opener = screen.getByRole('button', { name: 'Velg dato, valgt dato er onsdag 2. desember 2026' });
    await user.click(opener);
    expect(dayButton('onsdag 2. desember 2026')).toHaveFocus();
    expect(dayButton('onsdag 2. desember 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(dayButton('torsdag 3. desember 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton('torsdag 10. desember 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dayButton('mandag 7. desember 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(dayButton('søndag 13. desember 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('dialog', { name: 'januar 2027' })).toBeInTheDocument();
    expect(dayButton('onsdag 13. januar 2027')).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(dayButton('fredag 13. november 2026')).toHaveFocus();
    // Before today: Enter does nothing.
    await user.keyboard('{Enter}');
    expect(wizard.sent('user.change')).toEqual([]);
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(dayButton('søndag 29. november 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.change', field: 'startDate', value: startDateFromDay('2026-11-29') });
    expect(opener).toHaveFocus();

    // Escape closes without choosing; focus goes back to what opened the dialog (here the input).
    wizard.set({ form: form({ startDate: startDateFromDay('2026-11-29') }) });
    await user.click(input);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input).toHaveFocus();
    expect(wizard.sent('user.change')).toHaveLength(1);
  });

  it('Tab stays inside the open dialog', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Velg dato' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
