/**
 * The flows' focus rule (WCAG 2.4.3; STYLE "Accessible step forms"), for every flow: on a step change the
 * page's h1 takes focus (not on the first page shown: the page keeps its own focus then); on a refused NESTE
 * the error summary does; when a send fails (SEND INN, BESTILL FORSIKRING) the step's notice does. The machine says which page it shows (its states' page meta) and when NESTE was
 * refused: it emits `next.refused` (machines/flowKit). Every flow's provider (./flowContext.tsx) tracks the
 * page change; the step layout (./FlowStepLayout.tsx) and a flow's other pages take the rule from here.
 */
import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FlowEmitted } from '../../../machines/flowKit/tags';

interface EmittingSource {
  on(type: FlowEmitted['type'], handler: () => void): { unsubscribe(): void };
}

/**
 * Counts what the flow's actor emitted of one type: a `focusKey` (> 0 and changed: the element takes focus).
 * `next.refused` focuses the error summary, `notice.shown` the step's notice.
 */
export function useEmittedCount(actor: EmittingSource, type: FlowEmitted['type']): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const subscription = actor.on(type, () => setCount((n) => n + 1));
    return () => subscription.unsubscribe();
  }, [actor, type]);
  return count;
}

/** Whether the flow has left the first page it showed: from then on every page shown is a step change. */
const PageChangedContext = createContext(false);

/**
 * Tracks the page the flow's machine shows (null while it shows none of its own: loading, failures) and tells
 * the pages below whether the flow has left its first page: for another page, or for a failure page after it (the
 * damage report's «allerede sendt inn» after SEND INN). State adjusted while rendering, as React recommends for
 * values derived from a change: the page shown after the change already knows.
 */
export function PageChangeScope({ page, children }: { page: string | null; children?: ReactNode }) {
  const [firstPage, setFirstPage] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  if (firstPage === null && page !== null) setFirstPage(page);
  if (!changed && firstPage !== null && page !== firstPage) setChanged(true);
  return createElement(PageChangedContext.Provider, { value: changed }, children);
}

/** Whether the flow has left the first page it showed (a flow host may render that first page differently). */
export const usePageChanged = (): boolean => useContext(PageChangedContext);

/**
 * The ref of a page's h1 (give it tabIndex -1): it takes focus as the page is shown after a step change; on the
 * first page shown, and on later renders of the page, focus stays where it is. `shows`: whether the machine is at
 * the page now, for a page that can send it away and back before it is replaced (PRØV IGJEN that fails again at
 * once): when it comes back, the h1 takes focus again, so the customer is told the page is the same once more.
 */
export function useHeadingFocus({ shows = true }: { shows?: boolean } = {}): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  const changed = usePageChanged();
  // As the page is shown: a later render keeps the customer's focus.
  const [focusOnShow] = useState(changed);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  const away = useRef(false);
  useEffect(() => {
    if (!shows) away.current = true;
    else if (away.current) {
      away.current = false;
      ref.current?.focus();
    }
  }, [shows]);
  return ref;
}
