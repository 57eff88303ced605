/**
 * The cancellation wizard across midnight in Norway: the form was opened on one day, SI OPP FORSIKRING is pressed on
 * the next, and the server refuses the date (400) because its window now starts a day later. The wizard must take the
 * new today with the refusal, so step 2 no longer offers (and accepts) the day the server refused; otherwise the
 * customer goes back, sees the same date allowed, sends it again and is refused again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CancellationReason } from '../../domain/cancellation';
import type { Agreement } from '../../domain/types';
import type { CancelAgreementResponse } from '../../domain/agreementChanges';
import { cancellationMachine } from '../../machines/cancellation.machine';
import type { CancellationRejection } from '../../machines/cancellation/types';
import { agreement } from './cancellation.fixtures';

const HUS = agreement();

/** A wizard opened on `today` whose cancellation the server refuses as of `serverToday`. */
function wizardRefusedAfterMidnight(today: string, serverToday: string) {
  const machine = cancellationMachine.provide({
    actors: {
      loadAgreement: fromPromise<Agreement, { agreementId: string }>(async () => HUS),
      cancelAgreement: fromPromise<CancelAgreementResponse, { agreementId: string; reason: CancellationReason; endDate: string; requestId: string }>(async () => {
        throw { rejected: true, status: 400, today: serverToday, message: 'Velg en dato fra og med i dag.' } satisfies CancellationRejection;
      }),
    },
    actions: { logError: () => {}, leaveFlow: () => {}, cancellationDone: () => {} },
  });
  return createActor(machine, { input: { agreementId: HUS.agreementId, requestedPage: null, today, requestId: 'r1' } }).start();
}

async function sendChoice(actor: ReturnType<typeof wizardRefusedAfterMidnight>, reason: 'behov_borte' | 'hovedforfall', endDate?: string) {
  await waitFor(actor, (s) => s.matches({ steps: 'arsak' }));
  actor.send({ type: 'user.change', field: 'reason', value: reason });
  actor.send({ type: 'user.next' });
  if (endDate) actor.send({ type: 'user.change', field: 'endDate', value: endDate });
  actor.send({ type: 'user.next' });
  expect(actor.getSnapshot().matches({ steps: 'oppsummering' })).toBe(true);
  actor.send({ type: 'user.submit' });
  return waitFor(actor, (s) => s.context.notice === 'dateRefused');
}

describe('the cancellation wizard past midnight', () => {
  it('a last day of yesterday, refused: today moves on, the date is no longer chosen, and step 2 refuses it', async () => {
    const actor = wizardRefusedAfterMidnight('2026-12-01', '2026-12-02');
    const refused = await sendChoice(actor, 'behov_borte', '2026-12-01');
    expect(refused.context.today).toBe('2026-12-02');
    expect(refused.context.form.endDate).toBe('');
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.change', field: 'endDate', value: '2026-12-01' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches({ steps: 'dato' })).toBe(true);
    expect(actor.getSnapshot().context.errors.endDate).toBe('Velg en dato fra og med 2. desember 2026 til og med 28. februar 2027.');
  });

  it('at renewal, past the renewal midnight: the last day moves to that of the renewed year', async () => {
    const actor = wizardRefusedAfterMidnight('2027-02-28', '2027-03-01');
    const refused = await sendChoice(actor, 'hovedforfall');
    expect(refused.context.form.endDate).toBe('2028-02-29');
  });

  it('a date still allowed the next day stays chosen', async () => {
    const actor = wizardRefusedAfterMidnight('2026-12-01', '2026-12-02');
    const refused = await sendChoice(actor, 'behov_borte', '2026-12-20');
    expect(refused.context.form.endDate).toBe('2026-12-20');
  });
});
