/** «Du blir snart logget ut» and «Du er logget ut» as the session timeout machine has them (issue 44, part D). */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SessionTimeLeft } from '../../domain/sessionRequests';
import { sessionTimeoutMachine, type SessionAnswer } from '../../machines/sessionTimeout.machine';
import { SessionEndedView, SessionWarningView } from '../../src/components/shell/SessionTimeoutDialogs';
import { announcedTimeLeft, durationText } from '../../src/components/shell/sessionTimeoutTexts';

const NEAR: SessionTimeLeft = { endsInSeconds: 90, warnBeforeSeconds: 120, idleSeconds: 1200 };
const PLENTY: SessionTimeLeft = { endsInSeconds: 1200, warnBeforeSeconds: 120, idleSeconds: 1200 };

function Harness({ ask, extend, effects }: { ask: () => Promise<SessionAnswer>; extend: () => Promise<SessionAnswer>; effects: { endSessionHere: () => void; logInAgain: () => void } }) {
  const [logic] = useState(() =>
    sessionTimeoutMachine.provide({ actors: { askTimeLeft: fromPromise(ask), extendSession: fromPromise(extend) }, actions: effects }),
  );
  const actor = useActorRef(logic);
  const shown = useSelector(actor, (s) => (s.matches('warning') ? 'warning' : s.matches('ended') ? 'ended' : 'nothing'));
  return (
    <>
      <button type="button">Før</button>
      {shown === 'warning' ? <SessionWarningView actor={actor} /> : null}
      {shown === 'ended' ? <SessionEndedView actor={actor} /> : null}
    </>
  );
}

const effects = () => ({ endSessionHere: vi.fn<() => void>(), logInAgain: vi.fn<() => void>() });

describe('session timeout texts', () => {
  it('says durations in bokmål', () => {
    expect(durationText(90)).toBe('1 minutt og 30 sekunder');
    expect(durationText(120)).toBe('2 minutter');
    expect(durationText(61)).toBe('1 minutt og 1 sekund');
    expect(durationText(45)).toBe('45 sekunder');
    expect(durationText(1)).toBe('1 sekund');
    expect(durationText(1200)).toBe('20 minutter');
  });

  it('tells a screen reader the time left only at whole minutes, 30 and 10 seconds', () => {
    const said = new Set<string>();
    for (let s = 120; s >= 1; s--) said.add(announcedTimeLeft(s));
    expect([...said]).toEqual(['Du blir logget ut om 2 minutter.', 'Du blir logget ut om 1 minutt.', 'Du blir logget ut om 30 sekunder.', 'Du blir logget ut om 10 sekunder.']);
    expect(announcedTimeLeft(119)).toBe('Du blir logget ut om 2 minutter.');
    expect(announcedTimeLeft(60)).toBe('Du blir logget ut om 1 minutt.');
  });
});

describe('session timeout dialogs', () => {
  it('the warning shows the time left with FORTSETT focused; FORTSETT reaches the server and closes it, focus back', async () => {
    const user = userEvent.setup();
    const extend = vi.fn(async (): Promise<SessionAnswer> => PLENTY);
    render(<Harness ask={async () => NEAR} extend={extend} effects={effects()} />);
    screen.getByRole('button', { name: 'Før' }).focus();
    const dialog = await screen.findByRole('alertdialog', { name: 'Du blir snart logget ut' });
    expect(dialog).toHaveAccessibleDescription('Du blir logget ut om 1 minutt og 30 sekunder fordi du ikke har vært aktiv.');
    expect(screen.getByRole('button', { name: 'FORTSETT' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Du blir logget ut om 2 minutter.');
    await user.click(screen.getByRole('button', { name: 'FORTSETT' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(extend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Før' })).toHaveFocus();
  });

  it('a FORTSETT that does not reach the server says so, and can be pressed again', async () => {
    const user = userEvent.setup();
    let fail = true;
    render(
      <Harness
        ask={async () => NEAR}
        extend={async () => {
          if (fail) throw new TypeError('Failed to fetch');
          return PLENTY;
        }}
        effects={effects()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'FORTSETT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi fikk ikke kontakt med Husvern');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'FORTSETT' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('«Du er logget ut» says why, that drafts are kept, and LOGG INN IGJEN logs in', async () => {
    const user = userEvent.setup();
    const fx = effects();
    const answers: SessionAnswer[] = [PLENTY];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Harness ask={async () => (answers.length ? answers.shift()! : null)} extend={async () => PLENTY} effects={fx} />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync((PLENTY.endsInSeconds - PLENTY.warnBeforeSeconds) * 1000);
      });
    } finally {
      vi.useRealTimers();
    }
    const dialog = await screen.findByRole('alertdialog', { name: 'Du er logget ut' });
    expect(dialog).toHaveTextContent('Du ble logget ut fordi du ikke har vært aktiv på 20 minutter.');
    expect(dialog).toHaveTextContent('lagret som utkast');
    expect(fx.endSessionHere).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'LOGG INN IGJEN' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'LOGG INN IGJEN' }));
    expect(fx.logInAgain).toHaveBeenCalledTimes(1);
  });
});
