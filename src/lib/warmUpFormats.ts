/**
 * Builds the number and date formatters the flows' later steps show (prices and refunds in kroner, today in Oslo)
 * while the page is idle. The first Intl formatter of a locale or time zone loads its data: on Lighthouse's phone
 * (4x CPU) the kroner format took ~125 ms and Oslo's date ~15 ms, inside the NESTE that first showed them (issue 46:
 * INP of Adresse and Velg forsikring 128 and 160 ms). Built here, each in an idle moment of its own, they are ready
 * before the customer's click. Returns a function that cancels what has not run yet.
 */
import { osloToday } from '../../domain/schemas/dates';
import { formatAmount } from '../../domain/purchaseOffers';

const FORMATS: readonly (() => unknown)[] = [() => formatAmount(1), () => formatAmount(1.5), () => osloToday()];

/** An idle moment (or, where the browser has no idle callbacks, the next task). */
const onIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

export function warmUpFormats(): () => void {
  let cancel = () => {};
  const next = (i: number) => {
    if (i >= FORMATS.length) return;
    cancel = onIdle(() => {
      FORMATS[i]!();
      next(i + 1);
    });
  };
  next(0);
  return () => cancel();
}
