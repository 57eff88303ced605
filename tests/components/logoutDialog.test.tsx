import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoutDialog } from '../../src/components/shell/LogoutDialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åpne
      </button>
      <LogoutDialog open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
    </>
  );
}

async function open() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Åpne' });
  await user.click(opener);
  return { user, onConfirm, opener, dialog: screen.getByRole('dialog', { name: 'Vil du logge ut?' }) };
}

describe('LogoutDialog / Modal', () => {
  it('is labelled by its heading and focuses TILBAKE first', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Vil du logge ut?' }).id);
    expect(screen.getByRole('button', { name: 'TILBAKE' })).toHaveFocus();
  });

  it('TILBAKE closes and returns focus to the opener', async () => {
    const { user, opener, onConfirm } = await open();
    await user.click(screen.getByRole('button', { name: 'TILBAKE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
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

  it('LOGG UT confirms (the app navigates to /.auth/logout)', async () => {
    const { user, onConfirm } = await open();
    await user.click(screen.getByRole('button', { name: 'LOGG UT' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('by default LOGG UT forgets the drafts kept on the device, then is a full page navigation to /.auth/logout', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, origin: original.origin } });
    try {
      render(<LogoutDialog open onClose={() => {}} />);
      await user.click(screen.getByRole('button', { name: 'LOGG UT' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/.auth/logout'));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
