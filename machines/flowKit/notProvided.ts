/**
 * The body of every app effect a machine declares in `setup()` (navigate, toast, a fetch): the app fills it in
 * with `machine.provide(...)`, tests with fakes. A forgotten `provide` fails loudly instead of pretending to work.
 */
export function notProvided(name: string): never {
  throw new Error(`${name} not provided`);
}
