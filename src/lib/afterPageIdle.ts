/**
 * Runs `work` once the page is idle after its load (the load event, then LOAD_AFTER_MS, then an idle moment): code
 * a page may need soon but not for its first paint (the logout dialog, the session timeout) loads there, out of the
 * first load's JS (`npm run bench`). Returns a function that cancels what has not run yet.
 */
const LOAD_AFTER_MS = 2000;

export function afterPageIdle(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = requestIdleCallback(work, { timeout: 5000 });
      else work();
    }, LOAD_AFTER_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
