import { useCallback, useEffect, useState } from 'react';

/** The browser's own record of whether this page has had a click, tap or key (its sticky user activation). */
function pageHasBeenUsed(): boolean {
  // Where the browser keeps no such record, as if it had been used: nothing then waits.
  return (navigator as Partial<Navigator>).userActivation?.hasBeenActive ?? true;
}

/**
 * Whether the customer has started using the page: at once when they came here by a click or a key in the app,
 * otherwise from their first press, tap or key on the page, or from `act()` (the pointer reaching the map).
 */
export function useCustomerHasActed(): [acted: boolean, act: () => void] {
  const [acted, setActed] = useState(pageHasBeenUsed);
  const act = useCallback(() => setActed(true), []);
  useEffect(() => {
    if (acted) return;
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) addEventListener(type, act, { capture: true, passive: true });
    return () => {
      for (const type of events) removeEventListener(type, act, { capture: true });
    };
  }, [acted, act]);
  return [acted, act];
}
