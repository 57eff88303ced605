import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { DAMAGE_FLOW_TOASTER_ID } from '../../../src/components/toasts/notify';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '../../../domain/purchaseDates';
import { ROLE_HINTS } from '../../../domain/reporterRoles';
import { osloToday } from '../../../domain/schemas/dates';
import { draftCase, renderFlow, THROUGH_LOKASJON, THROUGH_SKADE, USER } from './flowHarness';

/** The step's h1, once the step is shown (its section is labelled by it; the loading state may draw the same header). */
const heading = async (n: number, title: string) => {
  const name = `Steg ${n} av 4: ${title}`;
  return within(await screen.findByRole('region', { name })).getByRole('heading', { level: 1, name });
};
const summary = () => screen.getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });

describe('rolle', () => {
  it('shows the loading status under the step header, then the step with one h1 in a labelled section and the role hint under it', async () => {
    let open = () => {};
    renderFlow('/meld-skade/rolle?CaseId=case-1', { loadGate: new Promise<void>((resolve) => (open = resolve)) });
    expect(await screen.findByRole('status')).toHaveTextContent('Laster skademelding...');
    // Opening at rolle for certain, the loading state draws its header where the step will (and the static shell did).
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Steg 1 av 4: Hvem melder skaden?');
    open();
    const h1 = await heading(1, 'Hvem melder skaden?');
    expect(screen.getByRole('region', { name: 'Steg 1 av 4: Hvem melder skaden?' })).toContainElement(h1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The hint on who may report is the step's intro, and describes the role group.
    expect(screen.getByRole('group', { name: 'Hvilken rolle har du?' })).toHaveAccessibleDescription(expect.stringContaining(ROLE_HINTS.private));
  });

  it('a refused next focuses the error summary; its links lead to the fields, errors are tied to them', async () => {
    const user = userEvent.setup();
    const { saveDraft } = renderFlow('/meld-skade/rolle?CaseId=case-1');
    await heading(1, 'Hvem melder skaden?');
    await user.click(screen.getByRole('button', { name: 'NESTE' }));

    expect(summary()).toHaveFocus();
    const link = within(summary()).getByRole('link', { name: 'Velg rolle før du går videre.' });
    const roleGroup = screen.getByRole('group', { name: 'Hvilken rolle har du?' });
    expect(roleGroup).toHaveAccessibleDescription(expect.stringContaining('Velg rolle før du går videre.'));
    for (const radio of within(roleGroup).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Velg rolle før du går videre.');
    }
    await user.click(link);
    expect(within(roleGroup).getByRole('radio', { name: 'Forsikringstaker' })).toHaveFocus();

    // A role that is not the policyholder asks for the policyholder; the errors follow the fields.
    await user.click(screen.getByRole('radio', { name: /^Verge,/ }));
    expect(screen.queryByText('Velg rolle før du går videre.')).toBeNull();
    // The answered group is valid again: no radio invalid or described by an error.
    for (const radio of within(roleGroup).getAllByRole('radio')) {
      expect(radio).not.toHaveAttribute('aria-invalid');
      expect(radio).not.toHaveAttribute('aria-describedby');
    }
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(summary()).toHaveFocus();
    expect(within(summary()).getByRole('link', { name: 'Fortell oss hvem (navnet) du melder skaden på vegne av.' })).toBeVisible();
    const ssn = screen.getByRole('textbox', { name: 'Fødselsnummer (11 siffer)' });
    expect(ssn).toHaveAttribute('inputmode', 'numeric');
    await user.type(ssn, '123');
    await user.tab();
    expect(ssn).toHaveAttribute('aria-invalid', 'true');
    expect(ssn).toHaveAccessibleDescription('Fødselsnummeret må inneholde 11 sifre');
    expect(saveDraft).not.toHaveBeenCalled();

    await user.type(ssn, '45678901');
    await user.type(screen.getByRole('textbox', { name: 'Fullt navn' }), 'Per Hansen');
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '91234567');
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(await heading(2, 'Hvor er skaden?')).toHaveFocus();
    expect(saveDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        caseId: 'case-1',
        patch: expect.objectContaining({ whoIsReportingTheDamage: 872600004, policyHolderSocialSecurityNumber: '12345678901', policyHolderMobile: '+4791234567' }),
      }),
    );
  });

  it('organization: search by name in an accessible combobox, or type the name when not found', async () => {
    const user = userEvent.setup();
    renderFlow('/meld-skade/rolle?CaseId=case-1', {
      organizations: [
        { name: 'SOLBAKKEN BORETTSLAG', organizationNumber: '948123452' },
        { name: 'SOLSIDEN SAMEIE', organizationNumber: '912345678' },
      ],
    });
    await heading(1, 'Hvem melder skaden?');
    await user.click(screen.getByRole('radio', { name: 'Borettslag, sameie eller bedrift' }));
    // The step's intro now says who may report for the organization, and describes its role group.
    expect(screen.getByRole('group', { name: 'Hvilken rolle har du i boligselskapet?' })).toHaveAccessibleDescription(
      expect.stringContaining(ROLE_HINTS.organization),
    );
    await user.click(screen.getByRole('radio', { name: 'Styreleder' }));

    const combobox = screen.getByRole('combobox', { name: 'Boligselskap, sameie eller bedrift' });
    await user.type(combobox, 'sol');
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options).toHaveLength(2);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(combobox).toHaveValue('SOLBAKKEN BORETTSLAG');
    expect(screen.getByText(/Valgt:/)).toHaveTextContent('Valgt: SOLBAKKEN BORETTSLAG (org.nr. 948123452)');

    // Typing again clears the choice: the list must be used.
    await user.type(combobox, 'X');
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(within(summary()).getByRole('link', { name: 'Vennligst velg en gyldig organisasjon fra listen.' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Finner du ikke organisasjonen? Skriv inn navnet selv' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(within(summary()).getByRole('link', { name: 'Oppgi navnet på boligselskapet/sameiet.' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Navn på boligselskapet/sameiet' }), 'Lille Sameie');
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    await heading(2, 'Hvor er skaden?');
  });
});

describe('forsikring', () => {
  // The toast is real here: react-hot-toast asks matchMedia (reduced motion), which jsdom lacks.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  });
  afterEach(() => {
    act(() => toast.remove(undefined, DAMAGE_FLOW_TOASTER_ID));
    vi.unstubAllGlobals();
  });

  it('organization check: a private reporter insured through the housing association is sent back to rolle as an organization', async () => {
    const user = userEvent.setup();
    const { saveDraft, actions } = renderFlow('/meld-skade/forsikring?CaseId=case-1', { loaded: { case: draftCase(THROUGH_LOKASJON) } });
    await heading(2, 'Hvor er du forsikret?');
    expect(screen.queryByText(/Du er forsikret gjennom et borettslag eller sameie/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Forsikringsselskap' }), 'Gjensidige Forsikring');
    await user.click(screen.getByRole('checkbox', { name: 'Forsikret gjennom borettslag/sameie' }));
    await user.click(screen.getByRole('button', { name: 'NESTE' }));

    expect(await heading(1, 'Hvem melder skaden?')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Borettslag, sameie eller bedrift' })).toBeChecked();
    // The customer is told why they are back on rolle (an info toast, announced politely).
    expect(actions.notifyOrganizationSwitch).toHaveBeenCalledTimes(1);
    const notice = await screen.findByText('Du er forsikret gjennom et borettslag eller sameie. Meld skaden på vegne av organisasjonen.');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(saveDraft).toHaveBeenCalledWith(
      expect.objectContaining({ patch: expect.objectContaining({ reportedByType: 872600001, insuranceTypePrivate: [] }) }),
    );
  });
});

describe('informasjon', () => {
  it('each file shows uploading with a labelled progress bar, then finished or error, and can be deleted', async () => {
    const user = userEvent.setup();
    const { uploads, deleteAttachment, actions } = renderFlow('/meld-skade/informasjon?CaseId=case-1', {
      loaded: { case: draftCase(THROUGH_SKADE) },
    });
    await heading(3, 'Vedlegg og beskrivelse');
    const input = screen.getByLabelText('Last opp bilder, video eller dokumenter');
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    await user.upload(input, [
      new File(['a'], 'bad.png', { type: 'image/png' }),
      new File(['b'], 'rapport.pdf', { type: 'application/pdf' }),
    ]);
    const list = screen.getByRole('list', { name: 'Vedlegg' });
    const row = (name: string) => within(list).getByText(name).closest('li')!;
    expect(within(row('bad.png')).getByRole('progressbar', { name: 'Opplasting av bad.png' })).toBeVisible();
    expect(uploads.byId.size).toBe(2);
    const [first, second] = [...uploads.byId.values()];

    act(() => first!.send({ type: 'upload.progress', id: first!.input.id, progress: 40 }));
    expect(row('bad.png')).toHaveTextContent('Laster opp … 40 %');
    expect(within(row('bad.png')).getByRole('progressbar')).toHaveAttribute('value', '40');
    act(() => first!.send({ type: 'upload.failed', id: first!.input.id }));
    act(() => second!.send({ type: 'upload.done', id: second!.input.id, attachmentId: 'att-2', relationshipId: 'rel-2' }));
    expect(row('bad.png')).toHaveTextContent('Opplastingen feilet');
    expect(row('rapport.pdf')).toHaveTextContent('Lastet opp');
    expect(within(row('rapport.pdf')).queryByRole('progressbar')).toBeNull();

    // A failed upload is only removed locally; a stored one is deleted through the API, with a toast.
    await user.click(screen.getByRole('button', { name: 'Slett bad.png' }));
    expect(within(list).queryByText('bad.png')).toBeNull();
    expect(deleteAttachment).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Slett rapport.pdf' }));
    await waitFor(() => expect(actions.notifyAttachmentDeleted).toHaveBeenCalled());
    expect(deleteAttachment).toHaveBeenCalledWith({ owner: USER.id, attachmentId: 'att-2', relationshipId: 'rel-2' });
    expect(screen.queryByText('rapport.pdf')).toBeNull();

    // With Ja, next needs an uploaded attachment.
    await user.type(screen.getByRole('textbox', { name: 'Beskriv skaden' }), 'Mus på loftet');
    expect(screen.getByText('13 av 4000 tegn')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    expect(within(summary()).getByRole('link', { name: 'Last opp minst ett vedlegg' })).toBeVisible();
  });
});

describe('states around the steps', () => {
  it('load failure: the message with SJEKK DINE SAKER', async () => {
    renderFlow('/meld-skade/rolle?CaseId=case-1', { loadFails: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kunne ikke laste skademelding.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'SJEKK DINE SAKER' })).toHaveAttribute('href', '/skadesaker');
  });

  it('an already submitted case: the message with SJEKK DINE SAKER', async () => {
    renderFlow('/meld-skade/rolle?CaseId=case-1', { loaded: { case: draftCase(THROUGH_SKADE, { submittedOnWeb: true }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skadesaken er allerede sendt inn.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'SJEKK DINE SAKER' })).toHaveAttribute('href', '/skadesaker');
  });

  it('/meld-skade/skademelding creates a draft and goes on to rolle with ?CaseId=', async () => {
    const { router } = renderFlow('/meld-skade/skademelding');
    await heading(1, 'Hvem melder skaden?');
    await waitFor(() => expect(router.state.location.href).toBe('/meld-skade/rolle?CaseId=case-1'));
  });
});

describe('lokasjon', () => {
  const agreement = (addressId: string, buildingAddress: string, buildingZip: string, buildingCity: string) =>
    ({ agreementId: `a-${addressId}`, addressId, buildingAddress, buildingZip, buildingCity }) as never;

  it('registered addresses as a radio list with the fallbacks; next is shown disabled until one is chosen', async () => {
    const user = userEvent.setup();
    const { saveDraft } = renderFlow('/meld-skade/lokasjon?CaseId=case-1', {
      loaded: {
        case: draftCase({ reportedByType: 872600000, whoIsReportingTheDamage: 872600000 }),
        agreements: [agreement('adr-1', 'Storgata 1', '0155', 'OSLO'), agreement('adr-2', '', '', '')],
      },
    });
    await heading(2, 'Hvor er skaden?');
    expect(screen.queryByText(/Vi fant ingen adresse med tilhørende forsikring/)).toBeNull();
    const list = screen.getByRole('group', { name: 'Velg adressen til skadestedet' });
    expect(within(list).getAllByRole('radio')).toHaveLength(2);
    expect(within(list).getByRole('radio', { name: /^Mangler adresse,\s*Mangler sted$/ })).toBeVisible();
    const next = screen.getByRole('button', { name: 'NESTE' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Velg adressen til skadestedet før du går videre.');
    await user.click(next);
    expect(within(summary()).getByRole('link', { name: 'Du må velge et skadested' })).toBeVisible();

    await user.click(within(list).getByRole('radio', { name: /^Storgata 1,\s*0155 OSLO$/ }));
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    await heading(2, 'Hvor er du forsikret?');
    expect(saveDraft).toHaveBeenCalledWith(expect.objectContaining({ patch: expect.objectContaining({ addresseId: 'adr-1', damageLocation: 'Storgata 1, 0155 OSLO' }) }));
  });

  it('without agreements: the notice and the address search', async () => {
    renderFlow('/meld-skade/lokasjon?CaseId=case-1', { loaded: { case: draftCase({ reportedByType: 872600000, whoIsReportingTheDamage: 872600000 }) } });
    await heading(2, 'Hvor er skaden?');
    expect(screen.getByText('Vi fant ingen adresse med tilhørende forsikring. Vi behøver den for å behandle saken din.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Adressen til skadestedet' })).toHaveAttribute('aria-autocomplete', 'list');
  });
});

describe('skade', () => {
  const THROUGH_FORSIKRING = { ...THROUGH_LOKASJON, insuranceAgent: 'husvern', insuranceTypePrivate: [859830000] };

  it('the date is the portal’s date picker (dd.mm.åååå): its hint and error tied to it, no day after today, focus back on its button', async () => {
    const user = userEvent.setup();
    renderFlow('/meld-skade/skade?CaseId=case-1', { loaded: { case: draftCase(THROUGH_FORSIKRING) } });
    await heading(3, 'Om skaden');
    const date = screen.getByRole('textbox', { name: 'Når oppdaget du skaden?' });
    expect(date).toHaveAttribute('readonly');
    expect(date).toHaveAttribute('placeholder', 'dd.mm.åååå');
    // The hint, and the error's live region (empty until there is one).
    expect(date).toHaveAccessibleDescription(expect.stringMatching(/^Velg datoen i kalenderen\. Datoen kan ikke være etter i dag\.\s*$/));

    await user.click(screen.getByRole('button', { name: 'NESTE' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Merk av i kalenderen datoen du oppdaget skaden.'));

    await user.click(screen.getByRole('button', { name: 'Velg dato' }));
    const calendar = screen.getByRole('dialog');
    const today = osloToday();
    const todayButton = within(calendar).getByRole('button', { current: 'date' });
    expect(todayButton).toHaveAttribute('data-day', today);
    expect(todayButton).toHaveFocus();
    const tomorrow = calendar.querySelector(`[data-day="${addDays(today, 1)}"]`);
    if (tomorrow) expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    const yesterday = addDays(today, -1);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(date).toHaveValue(yesterday.split('-').reverse().join('.'));
    expect(screen.getByRole('button', { name: /^Velg dato, valgt dato er / })).toHaveFocus();
    // A choice shows its new message at once after NESTE: none now.
    await waitFor(() => expect(date).not.toHaveAttribute('aria-invalid'));
  });
});
