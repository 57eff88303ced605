import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { LoginPanel, formatRenameDate } from '../../src/features/home/LoginPanel';
import { loginVariant } from '../../domain/loginPanels';
import { ConsentModal } from '../../src/features/home/ConsentModal';
import { DraftReminderModal } from '../../src/features/home/DraftReminderModal';
import { HomeModals } from '../../src/features/home/HomeModals';
import { HomeDialogs } from '../../src/features/home/HomeDialogs';
import { consentModalMachine } from '../../machines/consentModal.machine';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import { homeModalsMachine } from '../../machines/homeModals.machine';
import type { HomeModalsInput } from '../../machines/homeModals.machine';
import type { CaseListItem, User } from '../../domain/types';
import { KARI, json, renderAt, stubFetch } from './helpers';

const ORIGIN = 'https://minside.example.no';

function loginHrefOf() {
  const link = screen.getByRole('link', { name: 'LOGG INN MED BANKID' });
  return new URL(link.getAttribute('href')!, ORIGIN);
}

describe('anonymous login panels', () => {
  it.each([
    [{}, 'default', 'Alt om din forsikring på ett sted', `${ORIGIN}`],
    [{ partner: true as const }, 'partner', 'Velkommen, partnerkunde', `${ORIGIN}`],
    [{ meldskade: true as const }, 'meldskade', 'Har du oppdaget råte, sopp eller skadedyr?', `${ORIGIN}`],
    [{ kjop: true as const }, 'kjop', 'Sikre boligen mot råte og skadedyr', `${ORIGIN}/kjop-forsikring`],
  ])('%j → %s panel “%s”, login returns to %s', (search, kind, heading, redirect) => {
    const variant = loginVariant(search);
    expect(variant.kind).toBe(kind);
    render(<LoginPanel variant={variant} origin={ORIGIN} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    const href = loginHrefOf();
    expect(href.pathname).toBe('/.auth/login/signicat');
    expect(href.searchParams.get('post_login_redirect_uri')).toBe(redirect);
    expect(screen.getByRole('link', { name: 'LOGG INN MED BANKID' }).getAttribute('href')).toContain(
      `post_login_redirect_uri=${encodeURIComponent(redirect)}`,
    );
  });

  it('?agent= welcomes the partner customer and names the agent', () => {
    const variant = loginVariant({ agent: 'gjensidige' });
    expect(variant.kind).toBe('agent');
    render(<LoginPanel variant={variant} origin={ORIGIN} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Velkommen, kunde hos Gjensidige');
    expect(screen.getByText(/Gjensidige Forsikring samarbeider med oss/)).toBeInTheDocument();
    expect(loginHrefOf().searchParams.get('post_login_redirect_uri')).toBe(ORIGIN);
  });

  it('an unknown agent falls back to the other variants', () => {
    expect(loginVariant({ agent: 'ukjent' }).kind).toBe('default');
    expect(loginVariant({ agent: 'ukjent', kjop: true }).kind).toBe('kjop');
  });

  it('shows the rename notice with the date in Norwegian', () => {
    expect(formatRenameDate()).toBe('20. mai 2025');
    render(<LoginPanel variant={{ kind: 'default' }} origin={ORIGIN} />);
    expect(screen.getByText(/Norsk Hussopp Forsikring har byttet navn til Husvern/)).toHaveTextContent('20. mai 2025');
    expect(screen.getByText(/1,2 millioner/)).toBeInTheDocument();
  });
});

const draft: CaseListItem = { incidentId: 'd1', createdOn: '01.02.2025', damageType: null, status: 'draft' };

function consentMachineWith(save: (userId: string) => Promise<void>, remember: () => void = vi.fn()) {
  return consentModalMachine.provide({
    actors: { saveConsent: fromPromise<void, { userId: string }>(({ input }) => save(input.userId)) },
    actions: { rememberConsented: remember, logSaveFailure: () => console.error('Failed to update user') },
  });
}

function reminderMachineWith(actions: { rememberDismissed?: () => void; goToDrafts?: () => void } = {}) {
  return draftReminderModalMachine.provide({
    actions: { rememberDismissed: actions.rememberDismissed ?? (() => {}), goToDrafts: actions.goToDrafts ?? (() => {}) },
  });
}

/** What dueHomeDialogs reads for Kari with one draft, nothing remembered in this browser. */
const kariInput = (facts: Partial<HomeModalsInput> = {}): HomeModalsInput => ({
  userId: KARI.id,
  consentToFurtherInformation: KARI.consentToFurtherInformation,
  alreadyConsented: false,
  alreadyDismissed: false,
  draftCount: 1,
  ...facts,
});

/** A running consent modal machine, as the home modals machine would start it. */
function consentActor(machine: ReturnType<typeof consentMachineWith>, user: User = KARI) {
  return createActor(machine, { input: { userId: user.id, consentToFurtherInformation: user.consentToFurtherInformation, alreadyConsented: false } }).start();
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });

describe('ConsentModal (renders a consent modal machine with a fake saveConsent)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('required checkbox; BEKREFT only when ticked; error tied to the box when unticked; saves and closes', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    const remember = vi.fn();
    const actor = consentActor(consentMachineWith(save, remember));
    render(<ConsentModal actor={actor} />);

    const dialog = screen.getByRole('dialog', { name: 'Samtykke til digital kommunikasjon' });
    const box = screen.getByRole('checkbox');
    expect(dialog).toContainElement(box);
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'BEKREFT' })).toBeNull();

    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('button', { name: 'BEKREFT' })).toBeInTheDocument();

    await user.click(box);
    expect(screen.queryByRole('button', { name: 'BEKREFT' })).toBeNull();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Du må samtykke til digital kommunikasjon');

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'BEKREFT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).toHaveBeenCalledWith(KARI.id);
    expect(remember).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed save is logged and told, and the modal stays open with the box ticked', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ConsentModal actor={consentActor(consentMachineWith(() => Promise.reject(new Error('nope'))))} />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'BEKREFT' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update user'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'BEKREFT' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke lagret samtykket ditt. Prøv igjen om litt.');
  });

  it('while it saves, BEKREFT keeps the focus (aria-disabled, not disabled) and a second press sends nothing', async () => {
    const user = userEvent.setup();
    let fail: (e: Error) => void = () => {};
    const save = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ConsentModal actor={consentActor(consentMachineWith(save))} />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'BEKREFT' }));
    const saving = screen.getByRole('button', { name: 'Lagrer...' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).not.toBeDisabled();
    expect(saving).toHaveFocus();
    await user.click(saving);
    expect(save).toHaveBeenCalledTimes(1);
    fail(new Error('nope'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'BEKREFT' })).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('button', { name: 'BEKREFT' })).toHaveFocus();
  });

  it('Escape closes it without saving', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    render(<ConsentModal actor={consentActor(consentMachineWith(save))} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('DraftReminderModal (renders a draft reminder machine)', () => {
  const reminderActor = (machine: ReturnType<typeof reminderMachineWith>, draftCount: number) =>
    createActor(machine, { input: { alreadyDismissed: false, draftCount } }).start();

  it('opens when there are drafts; dismissing remembers it', async () => {
    const user = userEvent.setup();
    const rememberDismissed = vi.fn();
    render(<DraftReminderModal actor={reminderActor(reminderMachineWith({ rememberDismissed }), 2)} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Du har 2 skademeldinger som ikke er sendt inn');
    expect(dialog).toHaveTextContent('Utkastene er lagret.');
    expect(dialog).toHaveTextContent('sende inn skademeldingene når du er klar');
    await user.click(screen.getByRole('button', { name: 'LUKK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
  });

  it('SE UTKAST dismisses and goes to the drafts', async () => {
    const user = userEvent.setup();
    const goToDrafts = vi.fn();
    const rememberDismissed = vi.fn();
    render(<DraftReminderModal actor={reminderActor(reminderMachineWith({ goToDrafts, rememberDismissed }), 1)} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Du har en skademelding som ikke er sendt inn');
    await user.click(screen.getByRole('button', { name: 'SE UTKAST' }));
    expect(goToDrafts).toHaveBeenCalledTimes(1);
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
  });

  it('stays hidden without drafts', async () => {
    render(<DraftReminderModal actor={reminderActor(reminderMachineWith(), 0)} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HomeModals (the homeModals machine: consent first, then the draft reminder)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function homeMachine(options: { save?: (userId: string) => Promise<void> } = {}) {
    return homeModalsMachine.provide({
      actors: {
        consentModal: consentMachineWith(options.save ?? (() => Promise.resolve())),
        draftReminderModal: reminderMachineWith(),
      },
    });
  }

  it('shows the consent dialog first; the reminder only after BEKREFT saved it', async () => {
    const user = userEvent.setup();
    renderAt('/', () => <HomeModals input={kariInput()} machine={homeMachine()} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Samtykke til digital kommunikasjon');
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'BEKREFT' }));
    expect(await screen.findByRole('dialog', { name: 'Du har en skademelding som ikke er sendt inn' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'LUKK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape on the consent dialog hands over to the reminder', async () => {
    const user = userEvent.setup();
    renderAt('/', () => <HomeModals input={kariInput()} machine={homeMachine()} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Samtykke til digital kommunikasjon');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Du har en skademelding som ikke er sendt inn' })).toBeInTheDocument();
  });

  it('no reminder after the consent dialog without drafts', async () => {
    const user = userEvent.setup();
    renderAt('/', () => <HomeModals input={kariInput({ draftCount: 0 })} machine={homeMachine()} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Samtykke til digital kommunikasjon');
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HomeDialogs (the app: reads what is due, then loads that dialog)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** getCases answers `drafts`; PATCH updateUser echoes the change. Returns the requests made. */
  function stubApi(drafts: CaseListItem[]) {
    const requests: { method: string; path: string; body?: unknown }[] = [];
    stubFetch(async (request) => {
      const url = new URL(request.url);
      const body = request.method === 'PATCH' ? await request.json() : undefined;
      requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
      if (request.method === 'PATCH' && url.pathname === '/api/updateUser') return json({ ...KARI, consentToFurtherInformation: true });
      if (url.pathname === '/api/getCases') return json(drafts);
      return json(KARI);
    });
    return requests;
  }

  it('consent due: saves the consent, stores both flags, then the reminder; SE UTKAST navigates to /skadesaker', async () => {
    const user = userEvent.setup();
    const requests = stubApi([draft]);
    const { router } = renderAt('/', () => <HomeDialogs user={KARI} />);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'BEKREFT' }));
    await user.click(await screen.findByRole('button', { name: 'SE UTKAST' }));
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ id: KARI.id, consentToFurtherInformation: true }]);
    expect(localStorage.getItem('hasConsented')).toBe('true');
    expect(localStorage.getItem('hasModalBeenDismissed')).toBe('true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/skadesaker'));
  });

  it('consent given: the reminder alone, counting the drafts read once', async () => {
    const requests = stubApi([draft, { ...draft, incidentId: 'd2' }]);
    renderAt('/', () => <HomeDialogs user={{ ...KARI, consentToFurtherInformation: true }} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Du har 2 skademeldinger som ikke er sendt inn');
    expect(requests.filter((r) => r.path.startsWith('/api/getCases'))).toEqual([{ method: 'GET', path: '/api/getCases?status=draft' }]);
  });

  it('hasConsented stored: no consent dialog, the reminder comes at once', async () => {
    localStorage.setItem('hasConsented', 'true');
    stubApi([draft]);
    renderAt('/', () => <HomeDialogs user={KARI} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Du har en skademelding som ikke er sendt inn');
  });

  it('no dialog without drafts, on a failed drafts read, and none (no drafts read) when hasModalBeenDismissed is stored', async () => {
    const consented = { ...KARI, consentToFurtherInformation: true };
    stubApi([]);
    const none = renderAt('/', () => <HomeDialogs user={consented} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    none.unmount();

    stubFetch(async () => json({ message: 'Feil' }, 500));
    const failing = renderAt('/', () => <HomeDialogs user={consented} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    failing.unmount();

    localStorage.setItem('hasModalBeenDismissed', 'true');
    const requests = stubApi([draft]);
    renderAt('/', () => <HomeDialogs user={consented} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.path.startsWith('/api/getCases'))).toEqual([]);
  });
});
