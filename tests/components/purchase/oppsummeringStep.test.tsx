import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../../domain/conflictMessages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startDateFromDay } from '../../../domain/purchaseDates';
import { purchaseAddressFromSearch } from '../../../domain/purchaseForm';
import { PURCHASE_MESSAGES as M } from '../../../domain/schemas/purchase';
import { ConfirmationView } from '../../../src/features/purchase/ConfirmationView';
import { ORDER_STATUS_TEXT, OppsummeringStep } from '../../../src/features/purchase/steps/OppsummeringStep';
import { WITHDRAWAL_TEXT } from '../../../src/features/purchase/texts';
import { axeViolations, fakeWizard, form, renderAfterStepChange, renderWithWizard, STORGATA_15, type WizardState } from './support';

const filled = form({
  ...purchaseAddressFromSearch(STORGATA_15),
  productCode: 'BTHUS',
  price: 3000,
  monthlyPrice: 250,
  startDate: startDateFromDay('2026-12-01'),
  countryCode: '+47',
  phoneNumber: '91234567',
  mobilePhone: '+4791234567',
  email: 'kari@example.no',
});

/** Step 4 shown by a wizard in the given state (by default: steps 1–3 filled in, no order sent). */
function renderStep(state: Partial<WizardState> = {}, options: { applyChanges?: boolean } = {}) {
  const wizard = fakeWizard({ page: 'oppsummering', form: filled, ...state }, options);
  return { wizard, ...renderWithWizard(<OppsummeringStep />, wizard) };
}

const dd = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('OppsummeringStep (step 4)', () => {
  it('shows everything chosen, the price per month and year, start date dd.MM.yyyy', async () => {
    renderStep();
    expect(screen.getByRole('region', { name: 'Steg 4 av 4: Oppsummering' })).toBeInTheDocument();
    expect(dd('ADRESSE')).toHaveTextContent('Storgata 15, 0155 OSLO');
    expect(dd('FORSIKRING')).toHaveTextContent('Råte- og skadedyrsforsikring');
    expect(dd('PRIS')!.textContent).toBe('Kr\u00a0250,- per mnd / 3\u00a0000,- per år');
    expect(dd('STARTDATO')).toHaveTextContent('01.12.2026');
    expect(dd('TELEFON')).toHaveTextContent('+47 91234567');
    expect(dd('E-POST')).toHaveTextContent('kari@example.no');
    expect(screen.queryByText('SKADE', { selector: 'dt' })).toBeNull();
    expect(screen.getByText(WITHDRAWAL_TEXT)).toHaveTextContent(/14 dagers angrerett/);
    expect(await axeViolations()).toEqual([]);
  });

  it('defaults: no damage, digital consent given, marketing reserved', () => {
    renderStep();
    const damage = screen.getByRole('group', { name: 'Kjenner du til skade fra råte, sopp eller skadedyr i boligen?' });
    expect(within(damage).getByRole('radio', { name: 'Nei, jeg kjenner ikke til skade' })).toBeChecked();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /digital/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /reserverer meg mot markedsføring/ })).toBeChecked();
  });

  it('answering damage shows the description; the summary shows its first 5 words; confirming no damage clears it', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep({}, { applyChanges: true });
    await user.click(screen.getByRole('radio', { name: 'Ja, jeg har oppdaget skade' }));
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.change', field: 'confirmNoDamage', value: false });
    const description = screen.getByRole('textbox', { name: 'Beskriv skaden du har oppdaget' });
    // No maxlength: a longer text is kept and named by its rule ('Maks 4000 tegn'), not cut silently.
    expect(description).not.toHaveAttribute('maxlength');
    await user.type(description, 'Mykt treverk i bjelkelaget under badet');
    expect(dd('SKADE')).toHaveTextContent('Mykt treverk i bjelkelaget under …');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('38 av 4000 tegn'));
    await user.click(screen.getByRole('radio', { name: 'Nei, jeg kjenner ikke til skade' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Ja, jeg har oppdaget skade' }));
    expect(screen.getByRole('textbox', { name: 'Beskriv skaden du har oppdaget' })).toHaveValue('');
  });

  it('every §5 message is shown on its field, and the summary links to them', async () => {
    const user = userEvent.setup();
    const damage = { ...filled, confirmNoDamage: false };
    const cases = [
      { damageDescription: M.descriptionRequired, consentFurtherInformation: M.digitalConsentRequired },
      { damageDescription: M.descriptionTooShort },
      { damageDescription: M.descriptionTooLong },
    ];
    const { wizard } = renderStep({ form: damage });
    wizard.refuseNext({ errors: cases[0], attemptedSteps: ['oppsummering'] });
    const summary = screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });
    expect(summary).toHaveFocus();
    const description = screen.getByRole('textbox', { name: 'Beskriv skaden du har oppdaget' });
    expect(description).toHaveAttribute('aria-invalid', 'true');
    const consent = screen.getByRole('checkbox', { name: /digital/ });
    expect(consent).toHaveAccessibleDescription(M.digitalConsentRequired);
    await user.click(within(summary).getByRole('link', { name: M.digitalConsentRequired }));
    expect(consent).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    for (const errors of cases) {
      wizard.set({ errors });
      expect(description).toHaveAccessibleDescription(expect.stringContaining(errors.damageDescription));
    }
  });

  it("BESTILL FORSIKRING orders; the status texts follow the order's state; ordering disables the form", async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('button', { name: 'BESTILL FORSIKRING' }));
    expect(wizard.sent('user.next')).toHaveLength(1);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    wizard.set({ value: { oppsummering: 'ordering' }, tags: ['busy', 'blocksLeaving'] });
    expect(status).toHaveTextContent('Bestiller forsikring...');
    expect(screen.getByRole('checkbox', { name: /digital/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'TILBAKE' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('aria-disabled', 'true');
    wizard.set({ value: { oppsummering: 'ordered' }, tags: ['busy', 'blocksLeaving'] });
    expect(status).toHaveTextContent(ORDER_STATUS_TEXT.ordered);
    expect(ORDER_STATUS_TEXT.ordered).toBe('Forsikringen ble bestilt, videresender …');
    // The server refused the order: the step is edited again, with the message as an alert that takes focus.
    wizard.showNotice('orderRejected', { value: { oppsummering: 'editing' }, tags: [] });
    expect(status).toHaveTextContent(/^$/);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Noe gikk galt under bestilling av forsikring. Vennligst prøv igjen senere.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /digital/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'BESTILL FORSIKRING' })).not.toHaveAttribute('aria-disabled');
    // No answer came: another message, also focused; a new attempt clears it.
    screen.getByRole('checkbox', { name: /digital/ }).focus();
    wizard.showNotice('orderNoAnswer');
    expect(alert).toHaveTextContent(/^Vi fikk ikke bestilt forsikringen\. Sjekk at du er på nett, og prøv igjen\./);
    expect(alert).toHaveFocus();
    // A 409 (this order sent before with other answers): the server's own words, focused.
    screen.getByRole('checkbox', { name: /digital/ }).focus();
    wizard.showNotice('orderConflict', { conflictMessage: CONFLICT_MESSAGES.orderSentWithOtherDetails });
    expect(alert).toHaveTextContent(CONFLICT_MESSAGES.orderSentWithOtherDetails);
    expect(alert).toHaveFocus();
    wizard.set({ value: { oppsummering: 'ordering' }, tags: ['busy', 'blocksLeaving'], notice: null });
    expect(alert).toHaveTextContent(/^$/);
  });

  it('TILBAKE and the consent boxes report their changes', async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep();
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    expect(wizard.sent('user.back')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: /digital/ }));
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.change', field: 'consentFurtherInformation', value: false });
    await user.click(screen.getByRole('checkbox', { name: /reserverer/ }));
    expect(wizard.send).toHaveBeenCalledWith({ type: 'user.change', field: 'consentMarketing', value: false });
  });
});

describe('ConfirmationView', () => {
  it('thanks, states the right of withdrawal, and links to a fresh wizard', async () => {
    const user = userEvent.setup();
    // Shown after the order (a step change): its heading takes focus.
    const wizard = fakeWizard({ page: 'bekreftelse' });
    renderAfterStepChange(<ConfirmationView />, wizard, 'oppsummering');
    const h1 = screen.getByRole('heading', { level: 1, name: 'Takk for bestillingen' });
    expect(h1).toHaveFocus();
    expect(screen.getByText(WITHDRAWAL_TEXT)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'LEGG TIL EN NY ADRESSE' });
    expect(link).toHaveAttribute('href', '/kjop-forsikring/');
    await user.click(link);
    expect(wizard.sent('user.newOrder')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });
});
