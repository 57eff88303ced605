import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { changeUserOptimistically, knownUser, loadUser, refreshUser, useUser } from '../../src/api/getUser';
import { KARI, json, stubFetch } from './helpers';

/** getUser answers Kari (with `consent`), counting the calls; `fail` answers 500 instead. */
function serveKari(state: { consent?: boolean; fail?: boolean } = {}) {
  return stubFetch(async (request) => {
    if (new URL(request.url).pathname !== '/api/getUser') return json({ message: 'Fant ikke ressursen.' }, 404);
    if (state.fail) return json({ message: 'Feil på serveren' }, 500, 'Internal Server Error');
    return json({ ...KARI, consentToFurtherInformation: state.consent ?? KARI.consentToFurtherInformation });
  });
}

function Greeting() {
  const { user, isLoading, error } = useUser();
  if (isLoading) return <p>Laster...</p>;
  if (error && !user) return <p>Feil: {error.message}</p>;
  return <p>{user ? `${user.fullName}, samtykke ${String(user.consentToFurtherInformation)}` : 'Ikke logget inn'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the answer to "who is logged in" (src/api/getUser.ts)', () => {
  it('questions under way are shared, an answer under two seconds old is reused, an older one is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = serveKari();
    const [a, b] = await Promise.all([loadUser(), loadUser()]);
    expect(a).toEqual(b);
    expect(calls).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    await loadUser();
    expect(calls).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600);
    await loadUser();
    expect(calls).toHaveBeenCalledTimes(2);
    // knownUser takes any answer the app has; refreshUser always asks.
    vi.advanceTimersByTime(10_000);
    await knownUser();
    expect(calls).toHaveBeenCalledTimes(2);
    await refreshUser();
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('every useUser() shows the one answer, asked once, and follows the changes', async () => {
    const calls = serveKari();
    render(
      <>
        <Greeting />
        <Greeting />
      </>,
    );
    expect(screen.getAllByText('Laster...')).toHaveLength(2);
    expect(await screen.findAllByText('Kari Nordmann, samtykke false')).toHaveLength(2);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('an optimistic change shows at once, is asked again after the save, and is rolled back when the save fails', async () => {
    const server = { consent: false };
    serveKari(server);
    render(<Greeting />);
    await screen.findByText('Kari Nordmann, samtykke false');

    let finishSave!: () => void;
    let saved!: Promise<void>;
    act(() => {
      saved = changeUserOptimistically({ consentToFurtherInformation: true }, () => new Promise<void>((resolve) => (finishSave = resolve)));
    });
    expect(screen.getByText('Kari Nordmann, samtykke true')).toBeInTheDocument();
    server.consent = true;
    await act(async () => {
      finishSave();
      await saved;
    });
    expect(await screen.findByText('Kari Nordmann, samtykke true')).toBeInTheDocument();

    server.consent = true;
    const failed = changeUserOptimistically({ consentToFurtherInformation: false }, () => Promise.reject(new Error('nei')));
    await act(async () => {
      await expect(failed).rejects.toThrow('nei');
    });
    expect(screen.getByText('Kari Nordmann, samtykke true')).toBeInTheDocument();
  });

  it('a failed question keeps no user, and asking again answers', async () => {
    const server = { fail: true };
    serveKari(server);
    render(<Greeting />);
    expect(await screen.findByText('Feil: Feil på serveren')).toBeInTheDocument();
    server.fail = false;
    await act(async () => {
      await refreshUser();
    });
    expect(screen.getByText('Kari Nordmann, samtykke false')).toBeInTheDocument();
  });
});
