/**
 * The kit's draft saving, for a flow whose answers are saved as the customer goes (the damage report): NESTE puts
 * the fields changed since the last save in the outbox (./outbox.ts) as one save, and the step waits in its
 * substate `saving` until the connection region (./connection.ts) has sent it, or goes on at once offline, where
 * the save waits on the device.
 *
 * The guards and the action its moves name are written here too (`draftSavingParts`, which the flow's setup adds
 * with `extend`): `hasUnsavedChanges` (the form differs from the last save), `queueChanges` (the changed fields go to
 * the outbox) and `outboxEmpty`. The wait ends by a condition the reader sees on `saving`: the outbox is empty (the
 * server answered every save), or the connection region is offline; no event comes back from the region.
 */
import { and, assign, stateIn } from 'xstate';
import { OFFLINE } from './connection';
import { enqueue, type Outbox } from './outbox';
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

/** The names `draftSavingParts` gives the flow's setup (none takes params): `extend<DraftSavingActions, DraftSavingGuards>`. */
export type DraftSavingActions = { queueChanges: undefined };
export type DraftSavingGuards = { hasUnsavedChanges: undefined; outboxEmpty: undefined };

/** A save of the draft's changed fields, as the outbox holds it (the flow's `draft` sender sends it). */
export interface DraftSave<F> {
  kind: 'draft';
  patch: F;
}

/** What draft saving reads and writes in the flow's context: the form, the form last handed to a save, the outbox. */
interface DraftSavingContext<F, Q = DraftSave<F>> {
  form: F;
  savedForm: F;
  outbox: Outbox<Q>;
}

/**
 * The fields changed since the last save, queued as one save; `savedForm` then says they are handed over. Nothing
 * changed: nothing is queued. `Q`: every kind of save the flow's outbox holds, the draft's among them.
 */
export const queuedDraft = <F extends object, Q extends { kind: string }>(context: DraftSavingContext<F, Q | DraftSave<F>>, patch: F, form: F = context.form) =>
  Object.keys(patch).length === 0 ? { savedForm: form } : { outbox: enqueue<Q | DraftSave<F>>(context.outbox, { kind: 'draft', patch }), savedForm: form };

/** The guards and the action the moves below name, over the flow's form diff (`formDiffOver`): the flow's setup adds them with `extend`. */
export function draftSavingParts<F extends object>({ diffForm, hasChanges }: ReturnType<typeof formDiffOver<F>>) {
  const guards = {
    hasUnsavedChanges: ({ context }: { context: DraftSavingContext<F> }) => hasChanges(context.savedForm, context.form),
    /** Nothing waits in the outbox: every save NESTE queued has been answered. */
    outboxEmpty: ({ context }: { context: DraftSavingContext<F> }) => context.outbox.items.length === 0,
  };
  const actions = {
    queueChanges: assign(({ context }: { context: DraftSavingContext<F> }) => queuedDraft(context, diffForm(context.savedForm, context.form))),
  };
  // Written over draft saving's part of the context; xstate types an action by the whole machine, which the
  // extended setup knows: it gives them their names (DraftSavingActions, DraftSavingGuards).
  return { actions: actions as never, guards: guards as never };
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
 * A step's substate `saving`, entered online with a save queued: the connection region sends it (a refused save is
 * logged). The step goes on to `to` once the outbox is empty (the server answered every save), or at once when the
 * region goes offline (the save waits on the device).
 */
export const savingThen = <const T extends string>(to: T) =>
  ({
    description: 'Waits while the changed fields are sent (PATCH /api/updateCaseDraft), then goes on.',
    meta: { nb: '«Lagrer...»: det som er endret, sendes.' },
    tags: 'busy',
    on: refusesRoutes,
    always: [
      {
        guard: 'outboxEmpty',
        target: to,
        description: 'The server has answered every save waiting: the customer goes on.',
        meta: { nb: 'Tjeneren har svart på alt som ventet: kunden går videre.' },
      },
      {
        guard: stateIn(OFFLINE),
        target: to,
        description: 'The network went: the save waits on the device, and the customer goes on.',
        meta: { nb: 'Nettet forsvant: lagringen venter på enheten, og kunden går videre.' },
      },
    ],
  }) as const;
