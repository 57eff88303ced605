/**
 * The e-mail address's confirmation page and SEND PÅ NYTT as rendered (issue 45, part 6): the page first shows whose
 * profile and which address and confirms only on BEKREFT E-POSTADRESSEN (part 5: a shared device); each answer has its heading, which takes focus; a failed call says so and PRØV IGJEN asks again; SEND PÅ NYTT says what came
 * of it in a status. The machines' paths are walked in tests/machines; the browser test walks the whole way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRMATION_TEXTS as T } from '../../domain/emailConfirmation';
import { EmailConfirmationPage } from '../../src/features/profile/EmailConfirmationPage';
import { ProfilePage } from '../../src/features/profile/ProfilePage';
import { goToUrl, loginUrl } from '../../src/api/auth';
import { forgetUser } from '../../src/api/getUser';
import { SESSION_KEYS } from '../../domain/deviceStorage';
import { json, KARI, renderAt, stubFetch } from './helpers';

vi.mock('../../src/api/auth', async (original) => ({ ...(await original<typeof import('../../src/api/auth')>()), goToUrl: vi.fn() }));

const TOKEN = 'V-KdzNSlV8FMANUkOGFRSSUD_TY8E3gl84kOxXTLxPE';
const NEW = 'kari.ny@example.no';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PENDING = () => json({ email: NEW });

/** Answers /api/confirmEmail with `confirm`, /api/emailConfirmation/peek with `peek`, anything else with Kari. */
function serve(confirm: (request: Request) => Response | Promise<Response>, peek: (request: Request) => Response | Promise<Response> = PENDING) {
  return (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/confirmEmail') return confirm(request);
    if (path === '/api/emailConfirmation/peek') return peek(request);
    return json(KARI);
  };
}

/** The page with `token`, Kari logged in, the link's address told by `peek`, the confirmation answered by `confirm`. */
function openPage(confirm: (request: Request) => Response | Promise<Response>, token: string | undefined = TOKEN, peek?: (request: Request) => Response | Promise<Response>) {
  const fetches = stubFetch(serve(confirm, peek));
  renderAt('/profil/bekreft-epost', () => <EmailConfirmationPage token={token} />);
  return fetches;
}

/** The paths fetched so far. */
const pathsFetched = (fetches: ReturnType<typeof stubFetch>) =>
  fetches.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname);

/** The customer says yes: BEKREFT E-POSTADRESSEN, once the question shows. */
async function sayYes() {
  await userEvent.click(await screen.findByRole('button', { name: T.asking.button }));
}

describe('/profil/bekreft-epost', () => {
  it('asks first: whose profile and which address, the heading focused; nothing is confirmed until BEKREFT E-POSTADRESSEN', async () => {
    const peeks: unknown[] = [];
    const fetches = openPage(
      () => json({ ...KARI, email: NEW, confirmedEmail: NEW }),
      TOKEN,
      async (request) => {
        peeks.push(await request.json());
        return json({ email: NEW });
      },
    );
    // The loading page has the same heading: the question is there once its button is.
    await screen.findByRole('button', { name: T.asking.button });
    const heading = screen.getByRole('heading', { level: 1, name: T.asking.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(`Du er logget inn som ${KARI.fullName}. Vil du at vi skal sende e-post om skadesakene dine til ${NEW}?`)).toBeInTheDocument();
    expect(screen.getByText('Er ikke dette deg? Logg ut, og åpne lenken på nytt.')).toBeInTheDocument();
    expect(peeks).toEqual([{ token: TOKEN }]);
    expect(pathsFetched(fetches)).not.toContain('/api/confirmEmail');
    await userEvent.click(screen.getByRole('button', { name: 'BEKREFT E-POSTADRESSEN' }));
    expect(await screen.findByRole('heading', { level: 1, name: T.confirmed.heading })).toBeInTheDocument();
    expect(pathsFetched(fetches).filter((p) => p === '/api/confirmEmail')).toHaveLength(1);
  });

  it.each([
    ['used', json({ message: 'Lenken er allerede brukt', reason: 'used' }, 409), T.used],
    ['expired', json({ message: 'Lenken er utløpt', reason: 'expired' }, 410), T.expired],
    ['superseded', json({ message: 'Lenken er erstattet av en nyere', reason: 'superseded' }, 410), T.superseded],
    ['another customer’s (404)', json({ message: 'Lenken er ikke gyldig' }, 404), T.invalid],
  ])('the link refused before asking, %s: its heading takes focus, nothing is asked', async (_what, answer, shown) => {
    const fetches = openPage(() => json({}), TOKEN, () => answer);
    const heading = await screen.findByRole('heading', { level: 1, name: shown.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: T.asking.button })).toBeNull();
    expect(pathsFetched(fetches)).not.toContain('/api/confirmEmail');
  });

  it('no answer to which address: said, and PRØV IGJEN asks for it again (still confirming nothing)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [json({ message: 'Noe gikk galt' }, 500), json({ email: NEW })];
    const fetches = openPage(() => json({}), TOKEN, () => answers.shift()!);
    await screen.findByRole('heading', { level: 1, name: T.failed.heading });
    await userEvent.click(screen.getByRole('button', { name: 'PRØV IGJEN' }));
    expect(await screen.findByRole('button', { name: T.asking.button })).toBeInTheDocument();
    expect(pathsFetched(fetches)).not.toContain('/api/confirmEmail');
  });

  it.each([
    ['used', json({ message: 'Lenken er allerede brukt', reason: 'used' }, 409), T.used],
    ['expired', json({ message: 'Lenken er utløpt', reason: 'expired' }, 410), T.expired],
    ['superseded', json({ message: 'Lenken er erstattet av en nyere', reason: 'superseded' }, 410), T.superseded],
    ['not found (another customer’s)', json({ message: 'Lenken er ikke gyldig' }, 404), T.invalid],
    ['no session any more', json({ message: 'Du er ikke logget inn.' }, 401), T.loginNeeded],
  ])('%s: its heading takes focus, with its text', async (_what, answer, shown) => {
    openPage(() => answer);
    await sayYes();
    const heading = await screen.findByRole('heading', { level: 1, name: shown.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(shown.text)).toBeInTheDocument();
  });

  it('confirmed: the address is named, the heading has focus; the token was sent in the POST body', async () => {
    const bodies: unknown[] = [];
    openPage(async (request) => {
      bodies.push(await request.json());
      return json({ ...KARI, email: NEW, confirmedEmail: NEW });
    });
    await sayYes();
    const heading = await screen.findByRole('heading', { level: 1, name: T.confirmed.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(T.confirmed.text(NEW))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GÅ TIL DIN PROFIL' })).toHaveAttribute('href', '/profil');
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('no answer: said, logged, and PRØV IGJEN asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [json({ message: 'Noe gikk galt' }, 500), json({ ...KARI, email: NEW, confirmedEmail: NEW })];
    openPage(() => answers.shift()!);
    await sayYes();
    const failed = await screen.findByRole('heading', { level: 1, name: T.failed.heading });
    await waitFor(() => expect(failed).toHaveFocus());
    expect(error).toHaveBeenCalledWith('Failed to confirm e-mail address');
    await userEvent.click(screen.getByRole('button', { name: 'PRØV IGJEN' }));
    const confirmed = await screen.findByRole('heading', { level: 1, name: T.confirmed.heading });
    await waitFor(() => expect(confirmed).toHaveFocus());
  });

  it.each([
    ['confirmed', () => json({ ...KARI, email: NEW, confirmedEmail: NEW }), T.confirmed.heading],
    ['refused (used)', () => json({ message: 'Lenken er allerede brukt', reason: 'used' }, 409), T.used.heading],
  ])('%s: the address bar loses the token, the history entry replaced, not added', async (_what, answer, heading) => {
    stubFetch(serve(answer));
    const { router } = renderAt(`/profil/bekreft-epost?token=${TOKEN}`, () => <EmailConfirmationPage token={TOKEN} />);
    const entries = router.history.length;
    await sayYes();
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(router.history.location.href).toBe('/profil/bekreft-epost'));
    expect(router.history.length).toBe(entries);
  });

  it('no answer: the token stays in the address bar, so a reload still finds it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(serve(() => json({ message: 'Noe gikk galt' }, 500)));
    const { router } = renderAt(`/profil/bekreft-epost?token=${TOKEN}`, () => <EmailConfirmationPage token={TOKEN} />);
    await sayYes();
    await screen.findByRole('heading', { level: 1, name: T.failed.heading });
    expect(router.history.location.href).toBe(`/profil/bekreft-epost?token=${TOKEN}`);
  });

  it('logged out: LOGG INN keeps the token in the tab, not in the login’s return address; back, the page confirms it and forgets it', async () => {
    stubFetch(() => json({}), { session: false });
    renderAt(`/profil/bekreft-epost?token=${TOKEN}`, () => <EmailConfirmationPage token={TOKEN} />);
    const link = await screen.findByRole('link', { name: T.logIn });
    const back = loginUrl('http://localhost:3000/profil/bekreft-epost');
    expect(link).toHaveAttribute('href', back);
    await userEvent.click(link);
    expect(goToUrl).toHaveBeenCalledWith(back);
    expect(sessionStorage.getItem(SESSION_KEYS.confirmationLink)).toContain(TOKEN);
    cleanup();
    forgetUser(); // the login is a new page load: the app asks who is logged in again

    // Back from the login, on the page without a token: the kept one is confirmed, then removed.
    const bodies: unknown[] = [];
    stubFetch(
      serve(async (request) => {
        bodies.push(await request.json());
        return json({ ...KARI, email: NEW, confirmedEmail: NEW });
      }),
    );
    renderAt('/profil/bekreft-epost', () => <EmailConfirmationPage token={undefined} />);
    await sayYes();
    expect(await screen.findByRole('heading', { level: 1, name: T.confirmed.heading })).toBeInTheDocument();
    expect(bodies).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.confirmationLink)).toBeNull());
  });

  it('a link without a token of the right shape asks nothing', async () => {
    const fetches = openPage(() => json({}), 'kort');
    expect(await screen.findByRole('heading', { level: 1, name: T.invalid.heading })).toBeInTheDocument();
    expect(pathsFetched(fetches)).not.toContain('/api/confirmEmail');
    expect(pathsFetched(fetches)).not.toContain('/api/emailConfirmation/peek');
  });
});

describe('/profil/ with an address not confirmed', () => {
  const unconfirmed = { ...KARI, email: NEW, confirmedEmail: KARI.email };

  it('says «Ikke bekreftet», where case e-mails go meanwhile, and SEND PÅ NYTT says in a status that a link was sent', async () => {
    const posts: string[] = [];
    stubFetch((request) => {
      if (new URL(request.url).pathname === '/api/resendEmailConfirmation') {
        posts.push(request.method);
        return json({ sentTo: NEW });
      }
      return json(unconfirmed);
    });
    renderAt('/profil', ProfilePage);
    expect(await screen.findByText('Ikke bekreftet')).toBeInTheDocument();
    expect(screen.getByText(`Bekreft adressen med lenken vi sender til den. Til da sender vi e-post om skadesakene dine til ${KARI.email}.`)).toBeInTheDocument();
    const status = screen.getAllByRole('status').find((s) => s.closest('dd'))!;
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'SEND PÅ NYTT' }));
    await waitFor(() => expect(status).toHaveTextContent(`Vi har sendt en ny lenke til ${NEW}. Den gjelder i 24 timer.`));
    expect(posts).toEqual(['POST']);
  });

  it('too many: said; the answer 409 (confirmed meanwhile) is said in the server’s words', async () => {
    const answers = [json({ message: 'Vi har sendt mange lenker den siste timen. Du kan be om en ny lenke senere.' }, 429), json({ message: 'E-postadressen din er allerede bekreftet.' }, 409)];
    stubFetch((request) => (new URL(request.url).pathname === '/api/resendEmailConfirmation' ? answers.shift()! : json(unconfirmed)));
    renderAt('/profil', ProfilePage);
    const button = await screen.findByRole('button', { name: 'SEND PÅ NYTT' });
    const status = screen.getAllByRole('status').find((s) => s.closest('dd'))!;
    await userEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent('Vi har sendt mange lenker den siste timen. Du kan be om en ny lenke senere.'));
    await userEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent('E-postadressen din er allerede bekreftet.'));
  });

  it('a confirmed address is not marked', async () => {
    stubFetch(() => json(KARI));
    renderAt('/profil', ProfilePage);
    expect(await screen.findByText(KARI.email)).toBeInTheDocument();
    expect(screen.queryByText('Ikke bekreftet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'SEND PÅ NYTT' })).toBeNull();
  });
});
