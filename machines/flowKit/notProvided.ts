/**
 * The body of every app effect a machine declares in `setup()` (navigate, toast, a fetch): the app gives its own
 * with `machine.provide({ actors, actions })`, tests their fakes. One left out fails loudly instead of
 * pretending to work.
 */
export function notProvided(name: string): never {
  throw new Error(`${name} not provided`);
}
