/**
 * F6 moves the focus to the explorer's next panel (Shift+F6 the one before), as it moves between a browser's or a
 * program's panes: the way out for a keyboard user while one of the portal's dialogs holds Tab inside the customer's
 * screen, as it does in the portal. The panel's heading takes the focus.
 */
const PANELS = '.xp-panel';

export function listenForPanelKeys(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'F6') return;
    const panels = Array.from(doc.querySelectorAll<HTMLElement>(PANELS)).filter((p) => p.getClientRects().length > 0);
    if (panels.length === 0) return;
    event.preventDefault();
    const current = panels.findIndex((p) => p.contains(doc.activeElement));
    const step = event.shiftKey ? -1 : 1;
    const next = panels[(current + step + panels.length) % panels.length]!;
    const heading = next.querySelector<HTMLElement>('h2') ?? next;
    heading.tabIndex = -1;
    heading.focus();
  };
  // In the capture phase: the dialog's own key handling never stops it.
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
