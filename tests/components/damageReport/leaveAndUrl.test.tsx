import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGES } from '../../../domain/conflictMessages';
import { CaseAlreadySubmitted } from '../../../machines/damageReport/steps/oppsummering';
import { draftCase, renderFlow, THROUGH_LOKASJON, THROUGH_SKADE } from './flowHarness';

/** The step's h1, once the step is shown (its section is labelled by it; the loading state may draw the same header). */
const heading = async (n: number, title: string) => {
  const name = `Steg ${n} av 4: ${title}`;
  return within(await screen.findByRole('region', { name })).getByRole('heading', { level: 1, name });
};
const leaveDialog = () => screen.queryByRole('alertdialog', { name: 'Vil du avslutte å melde skade nå?' });

describe('leaving the flow', () => {
  it('asks with TILBAKE and AVSLUTT while the report is open', async () => {
    const user = userEvent.setup();
    const { router } = renderFlow('/meld-skade/rolle?CaseId=case-1');
    await heading(1, 'Hvem melder skaden?');
    await user.click(screen.getByRole('link', { name: 'Gå til /kontakt' }));
    const dialog = leaveDialog()!;
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('Skademeldingen er lagret som utkast. Du kan fortsette senere under Se mine skadesaker.');
    expect(within(dialog).getByRole('button', { name: 'TILBAKE' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'TILBAKE' }));
    expect(leaveDialog()).toBeNull();
    expect(router.state.location.pathname).toBe('/meld-skade/rolle');

    await user.click(screen.getByRole('link', { name: 'Gå til /kontakt' }));
    await user.keyboard('{Escape}');
    expect(leaveDialog()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Gå til /kontakt' }));
    await user.click(within(leaveDialog()!).getByRole('button', { name: 'AVSLUTT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kontakt'));
  });

  it('does not ask when loading failed', async () => {
    const user = userEvent.setup();
    const { router } = renderFlow('/meld-skade/rolle?CaseId=case-1', { loadFails: true });
    await screen.findByRole('heading', { name: 'Kunne ikke laste skademelding.' });
    await user.click(screen.getByRole('link', { name: 'Gå til /kontakt' }));
    expect(leaveDialog()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kontakt'));
  });

  it('does not ask on the thank-you page after submitting', async () => {
    const user = userEvent.setup();
    const { router, submitCase } = renderFlow('/meld-skade/oppsummering?CaseId=case-1', {
      loaded: {
        case: draftCase({ ...THROUGH_SKADE, dmgAddAttachment: 'Nei', descriptionOfDamage: 'Mus', phoneNumber: '91234567', countryCode: '+47', email: 'kari@example.no' }),
      },
    });
    await heading(4, 'Oppsummering');
    expect(screen.getByText('10.01.2026')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Jeg bekrefter at informasjonen er korrekt/ }));
    await user.click(screen.getByRole('button', { name: 'SEND INN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Takk for skademeldingen!' })).toBeVisible();
    expect(submitCase).toHaveBeenCalledWith(expect.objectContaining({ caseId: 'case-1', form: expect.objectContaining({ informationConfirmed: true }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meld-skade/takk'));
    await user.click(screen.getByRole('link', { name: 'Gå til /kontakt' }));
    expect(leaveDialog()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kontakt'));
  });

  it('SEND INN answered «sent in before» (another tab sent other answers): the page says so, takes focus, and leads to the cases', async () => {
    const user = userEvent.setup();
    const { submitCase, actions } = renderFlow('/meld-skade/oppsummering?CaseId=case-1', {
      loaded: {
        case: draftCase({ ...THROUGH_SKADE, dmgAddAttachment: 'Nei', descriptionOfDamage: 'Mus', phoneNumber: '91234567', countryCode: '+47', email: 'kari@example.no' }),
      },
    });
    submitCase.mockRejectedValueOnce(new CaseAlreadySubmitted());
    await heading(4, 'Oppsummering');
    await user.click(screen.getByRole('checkbox', { name: /Jeg bekrefter at informasjonen er korrekt/ }));
    await user.click(screen.getByRole('button', { name: 'SEND INN' }));
    const h1 = await screen.findByRole('heading', { level: 1, name: CONFLICT_MESSAGES.caseAlreadySubmitted });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(screen.getByRole('link', { name: 'SJEKK DINE SAKER' })).toHaveAttribute('href', '/skadesaker');
    expect(screen.queryByRole('button', { name: 'SEND INN' })).toBeNull();
    expect(actions.forgetDeviceCopy).toHaveBeenCalledWith(expect.anything(), { caseId: 'case-1' });
    // Nothing holds the customer here: the link leaves without the leave dialog.
    await user.click(screen.getByRole('link', { name: 'Gå til /kontakt' }));
    expect(leaveDialog()).toBeNull();
  });
});

describe('URL and machine', () => {
  it('next pushes the next step URL; history back goes to the earlier step', async () => {
    const user = userEvent.setup();
    const { router } = renderFlow('/meld-skade/lokasjon?CaseId=case-1', { loaded: { case: draftCase(THROUGH_LOKASJON) } });
    await heading(2, 'Hvor er skaden?');
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    await heading(2, 'Hvor er du forsikret?');
    await waitFor(() => expect(router.state.location.href).toBe('/meld-skade/forsikring?CaseId=case-1'));
    act(() => router.history.back());
    expect(await heading(2, 'Hvor er skaden?')).toBeVisible();
    expect(router.state.location.pathname).toBe('/meld-skade/lokasjon');
  });

  it('a URL to a step the machine refuses goes back to the machine’s step', async () => {
    const { router } = renderFlow('/meld-skade/rolle?CaseId=case-1');
    await heading(1, 'Hvem melder skaden?');
    // A held navigation never settles its promise, so it is not awaited.
    act(() => void router.navigate({ href: '/meld-skade/kontakt?CaseId=case-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meld-skade/rolle'));
    expect(window.location.pathname).toBe('/meld-skade/rolle');
    expect(screen.getByRole('heading', { level: 1, name: 'Steg 1 av 4: Hvem melder skaden?' })).toBeVisible();
  });
});
