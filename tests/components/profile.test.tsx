import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '../../src/features/profile/ProfilePage';
import { ConsentPage, ConsentUpdatedPage } from '../../src/features/profile/ConsentPage';
import { Route as ProfileRoute } from '../../src/routes/profil/index';
import { Route as ConsentRoute } from '../../src/routes/profil/samtykker/index';
import { KARI, json, renderAt, stubFetch } from './helpers';
import { HOME_TEXT, renderRoute } from './routeHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/profil/ Om deg', () => {
  it("shows 'Laster...' while loading, then the user's data and the Samtykker link", async () => {
    let release: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt('/profil', ProfilePage);
    expect(await screen.findByText('Laster...')).toBeInTheDocument();
    release(json(KARI));
    expect(await screen.findByText(KARI.fullName)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Om deg' })).toBeInTheDocument();
    const main = document.body;
    for (const [label, value] of [
      ['NAVN', KARI.fullName],
      ['ADRESSE', KARI.streetAddress],
      ['TLF', KARI.mobilePhone],
      ['E-POST', KARI.email],
    ]) {
      const term = within(main).getByText(label!);
      expect(term.tagName).toBe('DT');
      expect(term.nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByRole('link', { name: 'Samtykker' })).toHaveAttribute('href', '/profil/samtykker');
    expect(screen.queryByText('Laster...')).toBeNull();
  });

  it("shows 'Kunne ikke laste data, prøv på nytt' when the read fails", async () => {
    stubFetch(() => json({ message: 'feil' }, 500, 'Internal Server Error'));
    renderAt('/profil', ProfilePage);
    expect(await screen.findByText('Kunne ikke laste data, prøv på nytt')).toBeInTheDocument();
  });

  it('the route checks the login in beforeLoad and the page reuses that answer: one getUser call', async () => {
    const fetches = stubFetch(() => json(KARI));
    renderRoute(ProfileRoute, '/profil', '/profil');
    expect(await screen.findByText(KARI.fullName)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Om deg' })).toBeInTheDocument();
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('sends anonymous users to the home page before the page renders', async () => {
    const fetches = stubFetch(() => json({ message: 'Du er ikke logget inn.' }, 401, 'Unauthorized'));
    const rendered = vi.fn();
    const { router } = renderRoute(ProfileRoute, '/profil', '/profil', () => {
      rendered();
      return <ProfilePage />;
    });
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(rendered).not.toHaveBeenCalled();
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('without a session (GET /.auth/me says so) anonymous users go home and getUser is not asked at all', async () => {
    const fetches = stubFetch(() => json(KARI), { session: false });
    const { router } = renderRoute(ProfileRoute, '/profil', '/profil');
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetches).not.toHaveBeenCalled();
  });

  it("a failing user call (not 401) is no redirect: the page shows 'Kunne ikke laste data, prøv på nytt' from the same answer", async () => {
    const fetches = stubFetch(() => json({ message: 'feil' }, 500, 'Internal Server Error'));
    const { router } = renderRoute(ProfileRoute, '/profil', '/profil');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke laste data, prøv på nytt');
    expect(screen.getByRole('heading', { level: 1, name: 'Om deg' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profil');
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it("shows 'Laster...' under the title while the route waits for a slow user call", async () => {
    let release: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    renderRoute(ProfileRoute, '/profil', '/profil');
    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('Laster...');
    expect(screen.getByRole('heading', { level: 1, name: 'Om deg' })).toBeInTheDocument();
    release(json(KARI));
    expect(await screen.findByText(KARI.fullName, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Laster...')).toBeNull();
  });
});

/** The user API: getUser answers the user as the PATCHes left it; each PATCH body is kept. */
function userApi(patchAnswer?: (body: unknown) => Response | Promise<Response>, initial: Record<string, unknown> = KARI) {
  const patches: unknown[] = [];
  let user: Record<string, unknown> = { ...initial };
  stubFetch(async (request) => {
    if (request.method !== 'PATCH') return json(user);
    const body = (await request.json()) as Record<string, unknown>;
    patches.push(body);
    if (patchAnswer) return patchAnswer(body);
    user = { ...user, ...body };
    return json(user);
  });
  return patches;
}

describe('/profil/ Varsler på e-post (notifyOnCaseStatus)', () => {
  const LABEL = 'Send meg e-post når saken min endrer status';
  /** The notify form: the profile has two forms, each with its LAGRE and its messages. */
  const notify = () => within(screen.getByRole('group', { name: 'Varsler på e-post' }).closest('form')!);

  it('shows the box checked by default, with its label tied to it and the hint on where the e-mail goes', async () => {
    userApi();
    renderAt('/profil', ProfilePage);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(`Vi sender e-posten til ${KARI.email}. Kvittering når du sender inn en skademelding, får du uansett.`);
    expect(screen.getByRole('group', { name: 'Varsler på e-post' })).toContainElement(box);
    expect(notify().getByRole('button', { name: 'LAGRE' })).toBeEnabled();
  });

  it('an address not confirmed yet: the hint says that the e-mails, the receipt too, wait for the confirmation', async () => {
    userApi(undefined, { ...KARI, confirmedEmail: null });
    renderAt('/profil', ProfilePage);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).toHaveAccessibleDescription('Vi sender e-post, også kvitteringen når du sender inn en skademelding, når du har bekreftet e-postadressen din.');
  });

  it('LAGRE saves the choice with PATCH /api/updateUser and says so, on the page', async () => {
    const user = userEvent.setup();
    const patches = userApi();
    const { router } = renderAt('/profil', ProfilePage);
    await user.click(await screen.findByRole('checkbox', { name: LABEL }));
    await user.click(notify().getByRole('button', { name: 'LAGRE' }));
    expect(await notify().findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('Valget ditt er lagret.');
    expect(patches).toEqual([{ id: KARI.id, notifyOnCaseStatus: false }]);
    expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
    expect(router.state.location.pathname).toBe('/profil');
  });

  it('works with the keyboard alone: Tab to the box, Space, Tab to LAGRE, Enter', async () => {
    const user = userEvent.setup();
    const patches = userApi();
    renderAt('/profil', ProfilePage);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    while (document.activeElement !== box) await user.tab();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    await user.tab();
    expect(notify().getByRole('button', { name: 'LAGRE' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(patches).toEqual([{ id: KARI.id, notifyOnCaseStatus: false }]));
  });

  it('while saving, the box and LAGRE are disabled; a failed save is logged and told, the choice kept for LAGRE again', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let release: (r: Response) => void = () => {};
    userApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt('/profil', ProfilePage);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await user.click(box);
    await user.click(notify().getByRole('button', { name: 'LAGRE' }));
    expect(box).toBeDisabled();
    expect(notify().getByRole('button', { name: 'LAGRE' })).toBeDisabled();
    release(json({ message: 'nei' }, 500, 'Internal Server Error'));
    expect(await screen.findByText('Vi fikk ikke lagret valget ditt. Prøv igjen om litt.')).toBeInTheDocument();
    expect(notify().getByRole('alert')).toHaveTextContent('Vi fikk ikke lagret valget ditt. Prøv igjen om litt.');
    expect(error).toHaveBeenCalledWith('Failed to update user');
    await waitFor(() => expect(notify().getByRole('button', { name: 'LAGRE' })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
    error.mockRestore();
  });
});

describe('/profil/ E-postadresse (issue 45)', () => {
  /** The e-mail form: the profile has two forms, each with its LAGRE and its messages. */
  const emailForm = () => within(screen.getByRole('group', { name: 'Endre e-postadresse' }).closest('form')!);
  const MESSAGE = 'Vennligst oppgi en gyldig e-postadresse.';
  const HINT = 'Hit sender vi kvittering og beskjed om skadesakene dine, når du har bekreftet adressen.';
  /** The field's description: the hint, then what is said under it (the empty error region adds a space). */
  const described = (...parts: string[]) => new RegExp(`^${parts.join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

  it('shows the address in its field, labelled E-postadresse, with the hint on what goes there', async () => {
    userApi();
    renderAt('/profil', ProfilePage);
    const field = await screen.findByRole('textbox', { name: 'E-postadresse' });
    expect(field).toHaveValue(KARI.email);
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAccessibleDescription(described(HINT));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(emailForm().getByRole('button', { name: 'LAGRE' })).toBeEnabled();
  });

  it.each(['x\u0085Bcc:y@evil.example', 'x\u001b[31m@evil.example', 'evil@evil.example>,<victim', '"Kari" <kari@example.no>', 'kari@example.no, ola@example.no'])(
    'refuses %j: the field says «Vennligst oppgi en gyldig e-postadresse.», is marked invalid and takes the focus; nothing is sent',
    async (address) => {
      const user = userEvent.setup();
      const patches = userApi();
      renderAt('/profil', ProfilePage);
      const field = await screen.findByRole('textbox', { name: 'E-postadresse' });
      await user.clear(field);
      // Typed as it is, control characters too (user.type would read the brackets as keys).
      fireEvent.change(field, { target: { value: address } });
      await user.click(emailForm().getByRole('button', { name: 'LAGRE' }));
      expect(await emailForm().findByText(MESSAGE)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(described(HINT, MESSAGE));
      expect(field).toHaveFocus();
      expect(patches).toEqual([]);
    },
  );

  it('an empty field asks for the address; a good one is saved with PATCH /api/updateUser, trimmed, and said so', async () => {
    const user = userEvent.setup();
    const patches = userApi();
    renderAt('/profil', ProfilePage);
    const field = await screen.findByRole('textbox', { name: 'E-postadresse' });
    await user.clear(field);
    await user.click(emailForm().getByRole('button', { name: 'LAGRE' }));
    expect(await emailForm().findByText('Oppgi e-postadressen din.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.type(field, ' kari.ny@example.no ');
    await user.click(emailForm().getByRole('button', { name: 'LAGRE' }));
    expect(await emailForm().findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('E-postadressen din er lagret.');
    expect(patches).toEqual([{ id: KARI.id, email: 'kari.ny@example.no' }]);
    expect(emailForm().queryByText('Oppgi e-postadressen din.')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    // The page shows the new address, not yet confirmed (issue 45): case e-mails still go to the confirmed one.
    expect(await screen.findByText('Ikke bekreftet')).toBeInTheDocument();
    expect(screen.getByText(/Vi sender e-posten til kari@example\.no\./)).toBeInTheDocument();
  });

  it('a new address saved past the hour’s links: saved, and the status says no link went out and when to ask for one', async () => {
    const user = userEvent.setup();
    const links = ['tooMany', 'sent'];
    const patches = userApi((body) => json({ ...KARI, ...(body as object), confirmationLink: links.shift() }));
    renderAt('/profil', ProfilePage);
    const field = await screen.findByRole('textbox', { name: 'E-postadresse' });
    await user.clear(field);
    await user.type(field, 'kari.ny@example.no');
    await user.click(emailForm().getByRole('button', { name: 'LAGRE' }));
    const status = await emailForm().findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(status).toHaveTextContent('E-postadressen din er lagret.'));
    expect(status).toHaveTextContent('Vi har sendt mange lenker den siste timen. Du kan be om en ny lenke senere.');
    expect(patches).toEqual([{ id: KARI.id, email: 'kari.ny@example.no' }]);
    // A save that sent its link says only that it is saved.
    await user.clear(field);
    await user.type(field, 'kari.nyere@example.no');
    await user.click(emailForm().getByRole('button', { name: 'LAGRE' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    await waitFor(() => expect(emailForm().getByRole('status')).toHaveTextContent(/^E-postadressen din er lagret\.$/));
  });

  it('an address stored before the rule: the page asks to correct it, under the field and tied to it; corrected, the notice goes', async () => {
    const user = userEvent.setup();
    const stored = 'x\u001b[31m@evil.example';
    userApi(undefined, { ...KARI, email: stored });
    renderAt('/profil', ProfilePage);
    const field = await screen.findByRole('textbox', { name: 'E-postadresse' });
    const NOTICE = 'E-postadressen din kan ikke brukes til å sende e-post. Rett den, så du får beskjed om saken din.';
    expect(emailForm().getByText(NOTICE)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(described(HINT, NOTICE));
    await user.clear(field);
    await user.type(field, 'kari@example.no');
    await user.click(emailForm().getByRole('button', { name: 'LAGRE' }));
    expect(await emailForm().findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('E-postadressen din er lagret.');
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
  });

  it('a failed save is logged and told; what was typed stays for LAGRE again', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    userApi(() => json({ message: 'nei' }, 500, 'Internal Server Error'));
    renderAt('/profil', ProfilePage);
    const field = await screen.findByRole('textbox', { name: 'E-postadresse' });
    await user.clear(field);
    await user.type(field, 'kari.ny@example.no');
    await user.click(emailForm().getByRole('button', { name: 'LAGRE' }));
    expect(await emailForm().findByText('Vi fikk ikke lagret e-postadressen din. Prøv igjen om litt.')).toBeInTheDocument();
    expect(emailForm().getByRole('alert')).toHaveTextContent('Vi fikk ikke lagret e-postadressen din. Prøv igjen om litt.');
    expect(error).toHaveBeenCalledWith('Failed to update user');
    await waitFor(() => expect(emailForm().getByRole('button', { name: 'LAGRE' })).toBeEnabled());
    expect(field).toHaveValue('kari.ny@example.no');
    error.mockRestore();
  });
});

describe('/profil/samtykker/', () => {
  it('LAGRE patches bulkEmailConsent and goes to /profil/samtykker/oppdatert', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    stubFetch(async (request) => {
      if (request.method === 'PATCH') {
        const body = await request.json();
        patches.push(body);
        return json({ ...KARI, ...(body as object) });
      }
      return json(KARI);
    });
    const { router } = renderAt('/profil/samtykker', ConsentPage);
    const box = await screen.findByRole('checkbox', { name: 'Ja, jeg vil motta nyheter og tilbud på e-post' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/profil');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'LAGRE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil/samtykker/oppdatert'));
    expect(patches).toEqual([{ id: KARI.id, bulkEmailConsent: true }]);
  });

  it('while saving, the box and LAGRE are disabled', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    stubFetch((request) => (request.method === 'PATCH' ? new Promise<Response>((resolve) => (release = resolve)) : json(KARI)));
    const { router } = renderAt('/profil/samtykker', ConsentPage);
    const box = await screen.findByRole('checkbox');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'LAGRE' }));
    expect(screen.getByRole('button', { name: 'LAGRE' })).toBeDisabled();
    expect(box).toBeDisabled();
    expect(box).toBeChecked();
    release(json({ ...KARI, bulkEmailConsent: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil/samtykker/oppdatert'));
  });

  it('a failed save is logged and told, and the user stays on the page', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async (request) => (request.method === 'PATCH' ? json({ message: 'nei' }, 500, 'Internal Server Error') : json(KARI)));
    const { router } = renderAt('/profil/samtykker', ConsentPage);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'LAGRE' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update user'));
    expect(router.state.location.pathname).toBe('/profil/samtykker');
    // rolled back, then revalidated: the box shows what the user chose, the button works again
    await waitFor(() => expect(screen.getByRole('button', { name: 'LAGRE' })).toBeEnabled());
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke lagret valget ditt. Prøv igjen om litt.');
    error.mockRestore();
  });

  it('sends anonymous users to the home page', async () => {
    stubFetch(() => json({ message: 'Du er ikke logget inn.' }, 401, 'Unauthorized'));
    const { router } = renderRoute(ConsentRoute, '/profil/samtykker', '/profil/samtykker');
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('the confirmation page has its texts and a SE MIN PROFIL link', async () => {
    renderAt('/profil/samtykker/oppdatert', ConsentUpdatedPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Takk for at du gir beskjed.' })).toBeInTheDocument();
    expect(screen.getByText('Du har endret samtykkene dine.')).toBeInTheDocument();
    expect(screen.getByText('Husk at du alltid kan ringe oss eller sende oss en e-post.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SE MIN PROFIL' })).toHaveAttribute('href', '/profil');
  });
});
