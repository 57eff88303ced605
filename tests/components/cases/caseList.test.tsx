import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { METADATA } from '../../../domain/metadata';
import type { CaseListItem } from '../../../domain/types';
import { CaseListPage, LOAD_FAILED } from '../../../src/features/cases/CaseListPage';
import { RouteToaster, ROUTE_TOASTER_CONFIG } from '../../../src/components/toasts/Toasters';
import { KARI, json, renderAt, stubFetch } from '../helpers';
import { HOME_TEXT, renderRoute } from '../routeHelpers';
import { Route as CaseListRoute } from '../../../src/routes/skadesaker/index';

const RATESOPP = METADATA.damageType.find((d) => d.name === 'Råtesopp')!.value;
const MAUR = METADATA.damageType.find((d) => d.name === 'Maur')!.value;

const active: CaseListItem[] = [
  {
    incidentId: 'a-1',
    createdOn: '03.09.2025 Kl. 09:45',
    damageType: RATESOPP,
    status: 'active',
    buildingAddress: 'Storgata 1',
    caseStatus: { code: 'befaring_avtalt', name: 'Befaring avtalt', at: '2025-09-10T08:00:00.000Z', inspectionDate: '2025-09-20' },
  },
  { incidentId: 'a-2', createdOn: '18.06.2025', damageType: null, status: 'active' },
];
const drafts: CaseListItem[] = [
  { incidentId: 'd-1', createdOn: '10.11.2025 Kl. 10:12', damageType: null, status: 'draft', buildingAddress: 'Storgata 1' },
  { incidentId: 'd-2', createdOn: '11.11.2025 Kl. 08:00', damageType: MAUR, status: 'draft', reachedStep: 'skade' },
];

interface Server {
  active?: CaseListItem[] | Response | Promise<Response>;
  drafts?: CaseListItem[] | Response | Promise<Response>;
  metadata?: Response;
  user?: Response;
  remove?: (id: string) => Response | Promise<Response>;
}

/** A fake API: the lists, metadata, user and draft deletion (which removes the draft from the fake list). */
function serve(server: Server = {}) {
  let draftList = Array.isArray(server.drafts) ? [...server.drafts] : drafts.slice();
  const calls: string[] = [];
  const spy = stubFetch(async (request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/getUser') return server.user ?? json(KARI);
    if (url.pathname === '/api/metadata') return server.metadata ?? json(METADATA);
    if (url.pathname === '/api/getCases' && url.searchParams.get('status') === 'active') {
      const a = server.active ?? active;
      return Array.isArray(a) ? json(a) : a;
    }
    if (url.pathname === '/api/getCases' && url.searchParams.get('status') === 'draft') {
      if (server.drafts && !Array.isArray(server.drafts)) return server.drafts;
      return json(draftList);
    }
    const del = /^\/api\/deleteCaseDraft\/(.+)$/.exec(url.pathname);
    if (del && request.method === 'DELETE') {
      const id = decodeURIComponent(del[1]!);
      const answer = server.remove ? await server.remove(id) : new Response(null, { status: 204 });
      if (answer.ok) draftList = draftList.filter((d) => d.incidentId !== id);
      return answer;
    }
    return json({ message: 'ukjent' }, 404, 'Not Found');
  });
  return { spy, calls };
}

function Page() {
  return (
    <>
      <CaseListPage />
      <RouteToaster />
    </>
  );
}

const region = (name: string) => screen.getByRole('region', { name });

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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.remove(undefined, ROUTE_TOASTER_CONFIG.toasterId));
});

describe('/skadesaker/ case list', () => {
  it('loads active cases and drafts separately, each with its own loading status, and shows them when both have answered', async () => {
    let releaseActive: (r: Response) => void = () => {};
    let releaseDrafts: (r: Response) => void = () => {};
    const { calls } = serve({
      active: new Promise<Response>((resolve) => (releaseActive = resolve)),
      drafts: new Promise<Response>((resolve) => (releaseDrafts = resolve)),
    });
    renderAt('/skadesaker', Page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeInTheDocument();
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(expect.arrayContaining(['Laster aktive saker...', 'Laster utkast...']));

    // The drafts alone don't show: the active list, coming in above them, would push them down.
    releaseDrafts(json(drafts));
    await waitFor(() => expect(calls).toContain('GET /api/getCases?status=draft'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Laster utkast...')).toBeInTheDocument();
    expect(screen.getByText('Laster aktive saker...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Utkast' })).toBeNull();
    releaseActive(json(active));
    expect(await within(await screen.findByRole('region', { name: 'Utkast' })).findAllByRole('listitem')).toHaveLength(2);
    expect(await within(region('Aktive saker')).findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Laster aktive saker...')).toBeNull();
    expect(screen.queryByText('Laster utkast...')).toBeNull();
    expect(calls).toEqual(expect.arrayContaining(['GET /api/getCases?status=active', 'GET /api/getCases?status=draft']));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows damage type names from metadata, the fallback, the created date as given, and links each row', async () => {
    serve();
    renderAt('/skadesaker', Page);
    const activeList = within(await screen.findByRole('region', { name: 'Aktive saker' }));
    const first = await activeList.findByRole('link', { name: /Råtesopp/ });
    expect(first).toHaveAttribute('href', '/skadesaker/a-1/oppsummering');
    expect(first).toHaveTextContent('03.09.2025 Kl. 09:45');
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2025-09-03T09:45');
    const second = activeList.getByRole('link', { name: /Skade ikke oppgitt/ });
    expect(second).toHaveAttribute('href', '/skadesaker/a-2/oppsummering');
    expect(second.querySelector('time')).toHaveAttribute('dateTime', '2025-06-18');
    // The current status as a badge, in words (a case without one has none).
    expect(within(first).getByText('Befaring avtalt')).toBeInTheDocument();
    expect(first).toHaveAccessibleName(/Befaring avtalt/);
    expect(second).not.toHaveTextContent(/Mottatt|Under vurdering|Befaring avtalt|Tiltak pågår|Avsluttet/);

    const draftList = within(region('Utkast'));
    await draftList.findByText('Maur');
    expect(draftList.getByText('Skade ikke oppgitt')).toBeInTheDocument();
    expect(draftList.getByRole('link', { name: 'Fortsett utkast fra 10.11.2025 Kl. 10:12' })).toHaveAttribute(
      'href',
      '/meld-skade/rolle?CaseId=d-1',
    );
    expect(draftList.getByRole('button', { name: 'Slett utkast fra 10.11.2025 Kl. 10:12' })).toBeInTheDocument();
    expect(draftList.getByRole('button', { name: 'Slett utkast fra 11.11.2025 Kl. 08:00' })).toBeInTheDocument();
    // no notice while there are active cases
    expect(screen.queryByText(/vises ikke her/)).toBeNull();
  });

  it('falls back to the shared damage type names when the metadata call fails', async () => {
    serve({ metadata: json({ message: 'nede' }, 500, 'Internal Server Error') });
    renderAt('/skadesaker', Page);
    expect(await within(await screen.findByRole('region', { name: 'Aktive saker' })).findByRole('link', { name: /Råtesopp/ })).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('a draft says how far the customer got, and FORTSETT opens that step', async () => {
    serve();
    renderAt('/skadesaker', Page);
    const draftList = within(await screen.findByRole('region', { name: 'Utkast' }));
    const row = (await draftList.findByText('Maur')).closest('li')!;
    expect(row).toHaveTextContent('Kom til steg 3 av 4: Om skaden');
    expect(within(row).getByRole('link', { name: /^Fortsett utkast/ })).toHaveAttribute('href', '/meld-skade/skade?CaseId=d-2');
  });

  it('a draft row resumes the damage report flow in the app, at /meld-skade/rolle when the step is not known', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderAt('/skadesaker', Page);
    await user.click(await screen.findByRole('link', { name: 'Fortsett utkast fra 10.11.2025 Kl. 10:12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meld-skade/rolle'));
    expect(router.state.location.search).toEqual({ CaseId: 'd-1' });
  });

  it('shows the yellow phone/e-mail notice when there are no active cases, and says when there are no drafts', async () => {
    serve({ active: [], drafts: [] });
    renderAt('/skadesaker', Page);
    expect(
      await screen.findByText(
        'Saker du har meldt på telefon eller e-post, vises ikke her, men de blir behandlet som vanlig. Du får oppdateringer om disse sakene på e-post.',
      ),
    ).toBeInTheDocument();
    expect(within(region('Utkast')).getByText('Du har ingen påbegynte skademeldinger.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('a 404 from the list call is an empty list (SPEC §7)', async () => {
    serve({ active: json({ message: 'Fant ingen' }, 404, 'Not Found') });
    renderAt('/skadesaker', Page);
    expect(await screen.findByText(/vises ikke her/)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('shows the failure text once when a list fails, and still shows the list that loaded', async () => {
    serve({ active: json({ message: 'feil' }, 500, 'Internal Server Error') });
    renderAt('/skadesaker', Page);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(await within(region('Utkast')).findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Aktive saker' })).toBeNull();
  });

  it('shows the failure text only once when both lists fail', async () => {
    const fail = () => json({ message: 'feil' }, 500, 'Internal Server Error');
    serve({ active: fail(), drafts: fail() });
    renderAt('/skadesaker', Page);
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.queryByText('Laster utkast...')).toBeNull());
    expect(screen.getAllByText(LOAD_FAILED)).toHaveLength(1);
  });

  it('the route sends anonymous visitors to the home page in beforeLoad, before any list is asked for', async () => {
    const { calls } = serve({ user: json({ message: 'Du er ikke logget inn.' }, 401, 'Unauthorized') });
    const { router } = renderRoute(CaseListRoute, '/skadesaker', '/skadesaker', Page);
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual(['GET /api/getUser']);
  });

  it('logged in, the route lets the page load its lists after the one user call', async () => {
    const { calls } = serve();
    renderRoute(CaseListRoute, '/skadesaker', '/skadesaker', Page);
    expect(await within(await screen.findByRole('region', { name: 'Aktive saker' })).findAllByRole('listitem')).toHaveLength(2);
    expect(calls[0]).toBe('GET /api/getUser');
    expect(calls.filter((c) => c === 'GET /api/getUser')).toHaveLength(1);
  });
});

describe('/skadesaker/ draft deletion', () => {
  it('asks first; AVBRYT deletes nothing and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderAt('/skadesaker', Page);
    const remove = await screen.findByRole('button', { name: 'Slett utkast fra 10.11.2025 Kl. 10:12' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Vil du slette utkastet?' });
    expect(dialog).toHaveAccessibleDescription('Utkastet fra 10.11.2025 Kl. 10:12 blir slettet. Du kan ikke angre dette.');
    expect(within(dialog).getByRole('button', { name: 'AVBRYT' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'AVBRYT' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(remove);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
  });

  it("SLETT: 'Sletter utkast...', then 'Utkast slettet' replaces it, the lists are refreshed and the row is gone", async () => {
    const user = userEvent.setup();
    let finish: (r: Response) => void = () => {};
    const { calls } = serve({ remove: () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderAt('/skadesaker', Page);
    await user.click(await screen.findByRole('button', { name: 'Slett utkast fra 10.11.2025 Kl. 10:12' }));
    const listCallsBefore = calls.filter((c) => c.startsWith('GET /api/getCases')).length;
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'SLETT' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Sletter utkast...')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/deleteCaseDraft/d-1');

    finish(new Response(null, { status: 204 }));
    expect(await screen.findByText('Utkast slettet')).toBeInTheDocument();
    expect(screen.queryByText('Sletter utkast...')).toBeNull();
    await waitFor(() => expect(within(region('Utkast')).getAllByRole('listitem')).toHaveLength(1));
    const listCallsAfter = calls.filter((c) => c.startsWith('GET /api/getCases'));
    expect(listCallsAfter.length).toBeGreaterThanOrEqual(listCallsBefore + 2);
    expect(listCallsAfter.slice(listCallsBefore)).toEqual(
      expect.arrayContaining(['GET /api/getCases?status=draft', 'GET /api/getCases?status=active']),
    );
    // the focused button went away with its row: focus moves to the drafts heading
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Utkast' })).toHaveFocus());
  });

  it("a failed deletion is logged 'Delete failed' and told in place of the loading toast; the draft stays", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = serve({ remove: () => json({ message: 'Bare utkast kan slettes.' }, 409, 'Conflict') });
    renderAt('/skadesaker', Page);
    await user.click(await screen.findByRole('button', { name: 'Slett utkast fra 11.11.2025 Kl. 08:00' }));
    const before = calls.length;
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'SLETT' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Delete failed'));
    // The failure replaces the loading toast (one toast id).
    expect(await screen.findByText('Vi fikk ikke slettet utkastet. Prøv igjen om litt.')).toBeInTheDocument();
    expect(screen.queryByText('Sletter utkast...')).toBeNull();
    expect(screen.queryByText('Utkast slettet')).toBeNull();
    expect(within(region('Utkast')).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(calls.slice(before)).toContain('GET /api/getCases?status=draft'));
  });
});
