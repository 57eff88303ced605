import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { logoutMachine, type LogoutReach } from '../../machines/logout.machine';
import { LOGOUT_TEXTS, LogoutDialogView } from '../../src/components/shell/LogoutDialog';

interface Fakes {
  unsent?: boolean;
  sent?: boolean;
  reach?: LogoutReach;
}

function fakes({ sent = true, reach = 'online' }: Fakes) {
  const effects = {
    goToLogout: vi.fn(),
    showLoggedOutPage: vi.fn(),
    logOut: vi.fn(async () => reach),
    sendWaiting: vi.fn(async () => sent),
  };
  return effects;
}

function Dialog({ effects, unsent, onClose }: { effects: ReturnType<typeof fakes>; unsent: boolean; onClose: () => void }) {
  const [logic] = useState(() =>
    logoutMachine.provide({
      actors: {
        findUnsent: fromPromise(async () => unsent),
        sendWaiting: fromPromise(effects.sendWaiting),
        logOut: fromPromise(effects.logOut),
      },
      actions: { goToLogout: effects.goToLogout, showLoggedOutPage: effects.showLoggedOutPage, close: onClose },
    }),
  );
  const actor = useActorRef(logic);
  return <LogoutDialogView actor={actor} />;
}

function Harness({ effects, unsent }: { effects: ReturnType<typeof fakes>; unsent: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åpne
      </button>
      {open ? <Dialog effects={effects} unsent={unsent} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

async function open(options: Fakes = {}) {
  const user = userEvent.setup();
  const effects = fakes(options);
  render(<Harness effects={effects} unsent={options.unsent ?? false} />);
  const opener = screen.getByRole('button', { name: 'Åpne' });
  await user.click(opener);
  return { user, effects, opener, dialog: screen.getByRole(options.unsent && !options.sent ? 'alertdialog' : 'dialog', { name: 'Vil du logge ut?' }) };
}

describe('LogoutDialog / Modal', () => {
  it('is labelled by its heading and focuses TILBAKE first', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Vil du logge ut?' }).id);
    expect(screen.getByRole('button', { name: 'TILBAKE' })).toHaveFocus();
  });

  it('TILBAKE closes and returns focus to the opener', async () => {
    const { user, opener, effects } = await open();
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(effects.logOut).not.toHaveBeenCalled();
  });

  it('Escape closes and returns focus to the opener', async () => {
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a click on the backdrop (the dialog element itself) closes it; a click inside does not', async () => {
    const { dialog, user } = await open();
    await user.click(screen.getByRole('heading', { name: 'Vil du logge ut?' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Tab and Shift+Tab stay inside the dialog', async () => {
    const { user } = await open();
    const back = screen.getByRole('button', { name: 'TILBAKE' });
    const logout = screen.getByRole('button', { name: 'LOGG UT' });
    await user.tab();
    expect(logout).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
  });

  it('LOGG UT online logs out on the device, then goes to /.auth/logout', async () => {
    const { user, effects } = await open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGG UT' })).toHaveAttribute('aria-disabled', 'false'));
    await user.click(screen.getByRole('button', { name: 'LOGG UT' }));
    await waitFor(() => expect(effects.goToLogout).toHaveBeenCalledTimes(1));
    expect(effects.logOut).toHaveBeenCalledTimes(1);
    expect(effects.showLoggedOutPage).not.toHaveBeenCalled();
  });

  it('LOGG UT offline shows the logged-out front page (no navigation the network cannot take)', async () => {
    const { user, effects } = await open({ reach: 'offline' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGG UT' })).toHaveAttribute('aria-disabled', 'false'));
    await user.click(screen.getByRole('button', { name: 'LOGG UT' }));
    await waitFor(() => expect(effects.showLoggedOutPage).toHaveBeenCalledTimes(1));
    expect(effects.goToLogout).not.toHaveBeenCalled();
  });

  it('what waits is sent first; once it is, the dialog asks as usual', async () => {
    const { effects } = await open({ unsent: true, sent: true });
    await waitFor(() => expect(effects.sendWaiting).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGG UT' })).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.queryByText(LOGOUT_TEXTS.unsent)).toBeNull();
  });

  it('what could not be sent is named; TILBAKE stays logged in, LOGG UT LIKEVEL logs out', async () => {
    const { user, effects, opener } = await open({ unsent: true, sent: false });
    const warning = await screen.findByRole('alertdialog', { name: 'Vil du logge ut?' });
    expect(warning).toHaveAccessibleDescription(LOGOUT_TEXTS.unsent);
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(effects.logOut).not.toHaveBeenCalled();

    await user.click(opener);
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: LOGOUT_TEXTS.logOutAnyway }));
    await waitFor(() => expect(effects.goToLogout).toHaveBeenCalledTimes(1));
    expect(effects.logOut).toHaveBeenCalledTimes(1);
  });
});
