/**
 * The kit's draft saving, for a flow whose answers are saved as the customer goes (the damage report): NESTE puts
 * the fields changed since the last save in the outbox (./outbox.ts) as one save, and the step waits in its
 * substate `saving` until the connection region (./connection.ts) has sent it, or goes on at once offline, where
 * the save waits on the device. Generic over the flow's form (`formDiffOver`) and its state-config type (the
 * builders' configs are checked where the flow's statechart uses them).
 *
 * The flow's setup names the guards `hasUnsavedChanges` (its form differs from the last save) and `outboxEmpty`,
 * and the action `queueChanges` (the changed fields go to the outbox): what a save holds is the flow's own. The
 * wait is a state the reader sees in the machine, left by the connection region's events, not by watching the
 * outbox.
 */
import { and, stateIn } from 'xstate';
import { OFFLINE } from './connection';
import { refusesRoutes } from './routeEvents';

const normalize = (value: unknown) => (value === undefined ? null : value);

function same(a: unknown, b: unknown): boolean {
  const x = normalize(a);
  const y = normalize(b);
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => item === y[i]);
  return x === y;
}

/**
 * The form's diff over its `fields` (in their order), pure:
 * - `diffForm(saved, form)`: the fields of `form` that differ from the last-saved snapshot (absent fields are sent
 *   as null);
 * - `hasChanges(saved, form)`: some field differs, so NESTE saves the difference first.
 */
export function formDiffOver<F extends object>(fields: readonly (keyof F)[]) {
  function diffForm(saved: F, form: F): F {
    const patch: Partial<Record<keyof F, unknown>> = {};
    for (const field of fields) {
      if (!same(saved[field], form[field])) patch[field] = normalize(form[field]);
    }
    return patch as F;
  }
  const hasChanges = (saved: F, form: F): boolean => Object.keys(diffForm(saved, form)).length > 0;
  return { diffForm, hasChanges };
}

/**
 * NESTE queues a save with no network: it waits on the device (the outbox), and the customer goes on to `to` at
 * once, without waiting in `saving`. `when` narrows it (the guard of the candidate it stands before).
 */
export const waitsOnDeviceThenGoesTo = <const T extends string, const A>(to: T, actions: A, when?: string) =>
  ({
    guard: when ? and([when, stateIn(OFFLINE)]) : stateIn(OFFLINE),
    target: to,
    actions,
    description: 'There is no network: the save waits on the device, and the customer goes on.',
    // The same move as the online candidate after it: the business overview draws that one (scripts/diagrams/business.ts).
    meta: { nb: 'Det er ikke nett: lagringen venter på enheten, og kunden går videre.', variant: true },
  }) as const;

/**
 * NESTE with valid fields: what changed is queued; online the step waits for it in its substate `saving`, offline
 * it goes on at once; with nothing changed straight on to `to`.
 */
export const savesThenGoesTo = <const T extends string>(to: T) =>
  [
    waitsOnDeviceThenGoesTo(to, 'queueChanges', 'hasUnsavedChanges'),
    {
      guard: 'hasUnsavedChanges',
      target: 'saving',
      actions: 'queueChanges',
      description: 'Something changed since the last save: it is saved first.',
      meta: { nb: 'Noe er endret siden sist: det lagres først.' },
    },
    { target: to },
  ] as const;

/**
 * A step's substate `saving`, entered online with a save queued: the connection region sends it and says when the
 * server answered (`outbox.answered`; a refused save is logged) or the network went (`connection.lost`). Then on
 * to `to`.
 */
export const savingThen = <const T extends string>(to: T) =>
  ({
    description: 'Waits while the changed fields are sent (PATCH /api/updateCaseDraft), then goes on.',
    meta: { nb: '«Lagrer...»: det som er endret, sendes.' },
    tags: 'busy',
    on: {
      ...refusesRoutes,
      'outbox.answered': {
        guard: 'outboxEmpty',
        target: to,
        description: 'The server has answered every save waiting: the customer goes on.',
        meta: { nb: 'Tjeneren har svart på alt som ventet: kunden går videre.' },
      },
      'connection.lost': {
        target: to,
        description: 'The network went: the save waits on the device, and the customer goes on.',
        meta: { nb: 'Nettet forsvant: lagringen venter på enheten, og kunden går videre.' },
      },
    },
  }) as const;
