/**
 * The customer's device's clock in the explorer: the day the customer's screen believes is today, a number of days
 * from the real one. The portal reads today from the clock (domain/schemas/dates.ts `osloToday`, `new Date()`): in
 * its date rules (the start date within 183 days, the cancellation's windows, the moving date's), in what a flow
 * takes as its today when it opens, and in what it sends. So the page's `Date` is moved whole days; the time of day,
 * and the timers (setTimeout), stay as they are.
 */
const RealDate = Date;
const DAY_MS = 86_400_000;
let shiftMs = 0;
const now = () => RealDate.now() + shiftMs;

/**
 * `Date` with the device's day: a date made without a time is the device's now, as is `Date.now()` and `Date()`.
 * Its prototype is the real one, so every date, also one made before or by the browser, is a `Date`.
 */
function DeviceDate(...args: unknown[]): Date | string {
  if (!new.target) return new RealDate(now()).toString();
  return args.length === 0 ? new RealDate(now()) : new (RealDate as new (...given: unknown[]) => Date)(...args);
}
DeviceDate.prototype = RealDate.prototype;
Object.assign(DeviceDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });

/** From now on the page's clock is the device's. */
export function installDeviceClock() {
  globalThis.Date = DeviceDate as unknown as DateConstructor;
}

/** The device believes today is `days` days from the real today (negative: before). */
export function setDaysAhead(days: number) {
  shiftMs = days * DAY_MS;
}
