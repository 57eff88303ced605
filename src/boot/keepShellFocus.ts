/**
 * Keeps the keyboard focus when React's first render replaces index.html's static shell. A customer who pressed Tab
 * while the shell was shown (its skip link, its logo) or followed the skip link is on the same link, or the main
 * content, in the app: the element with the same id, or the link with the same href. Without this the focus fell
 * back to the document and the next Tab started over.
 */
export function keepShellFocus(root: HTMLElement, isShell: (root: HTMLElement) => boolean): void {
  /** The focused element as a selector that finds its twin in the app: by its id, or a link by its href. */
  let focused: string | null = null;
  const remember = (target: EventTarget | null) => {
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    const href = target instanceof HTMLAnchorElement ? target.getAttribute('href') : null;
    focused = target.id ? `#${CSS.escape(target.id)}` : href ? `a[href="${CSS.escape(href)}"]` : null;
  };
  // A Tab made before this ran (the app's code still loading) counts too.
  remember(document.activeElement);
  const onFocusIn = (event: FocusEvent) => remember(event.target);
  root.addEventListener('focusin', onFocusIn);
  const observer = new MutationObserver(() => {
    if (isShell(root)) return;
    root.removeEventListener('focusin', onFocusIn);
    const active = document.activeElement;
    // Focus that survived, or went somewhere on its own, stays where it is.
    if (!focused || (active && active !== document.body)) {
      observer.disconnect();
      return;
    }
    const again = root.querySelector<HTMLElement>(focused);
    // React may empty the root a moment before the page is in it (seen on a slow CPU): wait for the element.
    if (!again) return;
    observer.disconnect();
    again.focus();
  });
  // The whole tree: after the shell has gone, the element may come in deeper than the root's own children.
  observer.observe(root, { childList: true, subtree: true });
}
