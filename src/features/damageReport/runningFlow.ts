/**
 * The damage report as a flow the logout and the end of a session see (src/lib/device/runningFlows.ts): whose
 * draft it is, what waits to be sent, sending it now, stopping.
 */
import type { SnapshotFrom } from 'xstate';
import { hasUnsentWork } from '../../../machines/damageReport/deviceCopy';
import type { RunningFlow } from '../../lib/device/runningFlows';
import type { DamageReportActor } from './flowContext';

/** How long the logout waits for what is sent before it names what is not. */
const SEND_WAITING_TIMEOUT_MS = 10_000;

const unsent = (s: SnapshotFrom<DamageReportActor>) => s.matches('flow') && hasUnsentWork(s.context);

export function runningDamageReport(actor: DamageReportActor): RunningFlow {
  return {
    owner: () => actor.getSnapshot().context.user?.id ?? null,
    caseId: () => actor.getSnapshot().context.caseId,
    hasUnsent: () => unsent(actor.getSnapshot()),
    sendWaiting: () =>
      new Promise<boolean>((resolve) => {
        if (!unsent(actor.getSnapshot())) return resolve(true);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const settle = (allSent: boolean) => {
          clearTimeout(timer);
          subscription.unsubscribe();
          resolve(allSent);
        };
        // The machine queues the step's unsaved answers and tries the network at once (session.ending).
        actor.send({ type: 'session.ending' });
        const subscription = actor.subscribe((s) => {
          if (!unsent(s)) settle(true);
          else if (s.hasTag('offline')) settle(false);
        });
        const now = actor.getSnapshot();
        if (!unsent(now)) settle(true);
        else if (now.hasTag('offline')) settle(false);
        else timer = setTimeout(() => settle(false), SEND_WAITING_TIMEOUT_MS);
      }),
    end: () => actor.send({ type: 'session.ended' }),
  };
}
