/**
 * Modal kept inside its container (`ModalContained`, the flow explorer's customer screen): opened with show(), not
 * showModal(), so the page beside it stays usable; still labelled, focused, closed by Escape, focus given back. The
 * app's default is unchanged: showModal(), aria-modal.
 */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, ModalContained } from '../../src/components/Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åpne
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Vil du avslutte?" actions={<button type="button">AVSLUTT</button>}>
        <p>Svarene blir lagret.</p>
      </Modal>
    </>
  );
}

// jsdom has no show() or showModal(): stand-ins that open the dialog, to see which one Modal calls.
const opens = function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
const proto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'show' | 'showModal'>>;
const saved = { show: proto.show, showModal: proto.showModal };
beforeEach(() => {
  proto.show = vi.fn(opens);
  proto.showModal = vi.fn(opens);
});
afterEach(() => Object.assign(proto, saved));

describe('Modal', () => {
  it('inside ModalContained opens with show(), not modal; Escape closes it and the focus goes back to the opener', async () => {
    const user = userEvent.setup();
    render(
      <ModalContained value>
        <Harness />
      </ModalContained>,
    );
    const opener = screen.getByRole('button', { name: 'Åpne' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Vil du avslutte?' });
    expect(proto.show).toHaveBeenCalledOnce();
    expect(proto.showModal).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(screen.getByRole('button', { name: 'AVSLUTT' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('by default opens with showModal(), modal over the whole page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(proto.showModal).toHaveBeenCalledOnce();
    expect(proto.show).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Vil du avslutte?' })).toHaveAttribute('aria-modal', 'true');
  });
});
