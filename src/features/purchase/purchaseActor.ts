import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { purchaseMachine } from '../../../machines/purchase.machine';

export type PurchaseActor = ActorRefFrom<typeof purchaseMachine>;
export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;
