import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { LoginPanel, formatRenameDate } from '../../src/features/home/LoginPanel';
import { loginVariant } from '../../src/features/home/loginVariant';
import { ConsentModal } from '../../src/features/home/ConsentModal';
import { DraftReminderModal } from '../../src/features/home/DraftReminderModal';
import { consentModalMachine } from '../../machines/consentModal.machine';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import type { CaseListItem } from '../../domain/types';
import { KARI, renderAt } from './helpers';

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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Velkommen, kunde av Gjensidige');
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

describe('ConsentModal (consentModalMachine with a fake saveConsent)', () => {
  afterEach(() => vi.restoreAllMocks());

  function machineWith(save: (userId: string) => Promise<void>, remember = vi.fn()) {
    return consentModalMachine.provide({
      actors: { saveConsent: fromPromise<void, { userId: string }>(({ input }) => save(input.userId)) },
      actions: { rememberConsented: remember, logSaveFailure: () => console.error('Failed to update user') },
    });
  }

  it('required checkbox; BEKREFT only when ticked; error tied to the box when unticked; saves and closes', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    const remember = vi.fn();
    const onDone = vi.fn();
    render(<ConsentModal user={KARI} machine={machineWith(save, remember)} onDone={onDone} />);

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
    expect(onDone).toHaveBeenCalled();
  });

  it('a failed save is only logged and the modal stays open', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ConsentModal user={KARI} machine={machineWith(() => Promise.reject(new Error('nope')))} />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'BEKREFT' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update user'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BEKREFT' })).toBeEnabled();
  });

  it('is not shown to users who consented, or when hasConsented is stored', () => {
    const save = vi.fn(() => Promise.resolve());
    const { unmount } = render(<ConsentModal user={{ ...KARI, consentToFurtherInformation: true }} machine={machineWith(save)} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    localStorage.setItem('hasConsented', 'true');
    render(<ConsentModal user={KARI} machine={machineWith(save)} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes it without saving', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    render(<ConsentModal user={KARI} machine={machineWith(save)} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('DraftReminderModal (draftReminderModalMachine with a fake loadDrafts)', () => {
  const draft: CaseListItem = { incidentId: 'd1', createdOn: '01.02.2025', damageType: null, status: 'draft' };

  function machineWith(drafts: CaseListItem[], actions: { rememberDismissed?: () => void; goToDrafts?: () => void } = {}) {
    return draftReminderModalMachine.provide({
      actors: { loadDrafts: fromPromise<CaseListItem[]>(async () => drafts) },
      actions: { rememberDismissed: actions.rememberDismissed ?? (() => {}), goToDrafts: actions.goToDrafts ?? (() => {}) },
    });
  }

  it('opens when there are drafts; dismissing remembers it', async () => {
    const user = userEvent.setup();
    const rememberDismissed = vi.fn();
    renderAt('/', () => <DraftReminderModal machine={machineWith([draft, { ...draft, incidentId: 'd2' }], { rememberDismissed })} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Du har 2 skademeldinger som ikke er sendt inn');
    await user.click(screen.getByRole('button', { name: 'LUKK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
  });

  it('SE UTKAST dismisses and goes to the drafts', async () => {
    const user = userEvent.setup();
    const goToDrafts = vi.fn();
    const rememberDismissed = vi.fn();
    renderAt('/', () => <DraftReminderModal machine={machineWith([draft], { goToDrafts, rememberDismissed })} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Du har en skademelding som ikke er sendt inn');
    await user.click(screen.getByRole('button', { name: 'SE UTKAST' }));
    expect(goToDrafts).toHaveBeenCalledTimes(1);
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
  });

  it('stays hidden without drafts, and when dismissed before', async () => {
    const loaded = vi.fn(async () => [draft]);
    const m = draftReminderModalMachine.provide({ actors: { loadDrafts: fromPromise<CaseListItem[]>(loaded) } });
    renderAt('/', () => <DraftReminderModal machine={machineWith([])} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    localStorage.setItem('hasModalBeenDismissed', 'true');
    renderAt('/', () => <DraftReminderModal machine={m} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('the app wiring stores hasModalBeenDismissed and navigates to /skadesaker', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([draft]), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const { router } = renderAt('/', () => <DraftReminderModal />);
    await user.click(await screen.findByRole('button', { name: 'SE UTKAST' }));
    expect(localStorage.getItem('hasModalBeenDismissed')).toBe('true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/skadesaker'));
    vi.unstubAllGlobals();
  });
});
