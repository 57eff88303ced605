/**
 * The customer's device's clock in the explorer: the day the customer's screen believes is today, a number of days
 * from the real one. The portal reads today from the clock (domain/schemas/dates.ts `osloToday`, `new Date()`): in
 * its date rules (the start date within 183 days, the cancellation's windows, the moving date's), in what a flow
 * takes as its today when it opens, and in what it sends. So the page's `Date` is moved whole days; the time of day
 * goes on, and the timers (setTimeout) stay the browser's own.
 *
 * @sinonjs/fake-timers fakes `Date` alone (`toFake`), and `shouldAdvanceTime` keeps the faked clock running with the
 * real one (docs/dependencies.md says why this library).
 */
import { withGlobal, type Clock } from '@sinonjs/fake-timers';

const DAY_MS = 86_400_000;
let clock: Clock | null = null;
let shiftMs = 0;

/** From now on the page's clock is the device's. */
export function installDeviceClock() {
  clock = withGlobal(globalThis).install({ toFake: ['Date'], now: Date.now() + shiftMs, shouldAdvanceTime: true });
}

/** The device believes today is `days` days from the real today (negative: before). */
export function setDaysAhead(days: number) {
  const change = days * DAY_MS - shiftMs;
  shiftMs = days * DAY_MS;
  clock?.setSystemTime(clock.now + change);
}
