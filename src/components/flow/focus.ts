/**
 * The flows' focus rule (WCAG 2.4.3; STYLE "Accessible step forms"), for every flow: on a step change the
 * step's h1 takes focus (not on the first page shown: the page keeps its own focus then); on a refused NESTE
 * the error summary does. The machine says when NESTE was refused: it emits `next.refused` (machines/flowKit).
 */
import { useEffect, useState } from 'react';
import type { FlowEmitted } from '../../../machines/flowKit/tags';

interface RefusalSource {
  on(type: FlowEmitted['type'], handler: () => void): { unsubscribe(): void };
}

/** Counts the refused NESTEs of the flow's actor: the error summary's `focusKey` (> 0 and changed: it takes focus). */
export function useRefusedNextCount(actor: RefusalSource): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const subscription = actor.on('next.refused', () => setCount((n) => n + 1));
    return () => subscription.unsubscribe();
  }, [actor]);
  return count;
}
