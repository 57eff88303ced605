/**
 * The portal's dialogs the explorer follows on the customer's screen: the leave dialog (its guard,
 * machines/leaveFlowGuard.machine.ts, asking in the flow's words) and the home page's (the consent, the draft
 * reminder). Their actors run in the portal's own views and report through the inspector's stand-in
 * (./standIns/inspector.ts). While one shows, the moves panel lists its buttons, not the step's beneath it.
 */
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import type { BusinessView } from '../../machines/businessView';
import { homeModalsBusinessView } from '../../machines/homeModals.businessView';
import { isHolding } from '../../machines/leaveFlowGuard.machine';

export interface ShownDialog {
  actor: AnyActorRef;
  machine: AnyStateMachine;
  /** Its buttons as the dialog shows them. */
  view: BusinessView;
  /** Its question, where the words are the flow's (the leave dialog's). */
  title?: string;
}

interface DialogKind {
  /** Whether the dialog is on the screen, as its view reads it. */
  shows(snapshot: AnyMachineSnapshot): boolean;
  /** Its words, from the business view of the flow on the screen (the leave dialog's are the flow's). */
  view(flow: BusinessView): BusinessView | undefined;
  /** Its question, where the words are the flow's. */
  title?(flow: BusinessView): string | undefined;
}

/** The leave dialog's buttons: the flow's declaration (machines/<flow>.businessView.ts), checked against its screens. */
const leaveView = (flow: BusinessView): BusinessView | undefined =>
  flow.leaveDialog && {
    machineId: 'leaveFlowGuard',
    title: flow.title,
    buttons: { 'user.stay': flow.leaveDialog.stay, 'user.leave': flow.leaveDialog.leave },
    exitActions: [],
  };

/** Each dialog by its machine's id. */
const DIALOGS: Readonly<Record<string, DialogKind>> = {
  leaveFlowGuard: { shows: isHolding, view: leaveView, title: (flow) => flow.leaveDialog?.title },
  consentModal: { shows: (s) => s.hasTag('visible'), view: () => homeModalsBusinessView },
  draftReminderModal: { shows: (s) => s.matches('open'), view: () => homeModalsBusinessView },
};

const machineOf = (actor: AnyActorRef): AnyStateMachine | undefined => {
  const logic = (actor as unknown as { logic?: AnyStateMachine }).logic;
  return logic && typeof logic.id === 'string' && DIALOGS[logic.id] ? logic : undefined;
};

/** The dialogs' actors as the portal starts them, and the one on the screen now. */
export class PortalDialogs {
  private readonly actors = new Set<AnyActorRef>();
  private telling = false;

  constructor(private readonly changed: () => void) {}

  /**
   * An inspection event of the portal's actors: a dialog's actor is kept, and its changes are told once the event is
   * done (an actor may be made while React renders).
   */
  follow = (event: InspectionEvent) => {
    // The inspector's events carry the actor itself (an ActorRefLike in the types).
    const actor = event.actorRef as AnyActorRef;
    if (!machineOf(actor)) return;
    this.actors.add(actor);
    if (this.telling) return;
    this.telling = true;
    queueMicrotask(() => {
      this.telling = false;
      this.changed();
    });
  };

  /** The dialog on the customer's screen now (the newest, should two be open), with the words of the flow shown. */
  shown(flow: BusinessView): ShownDialog | undefined {
    for (const actor of [...this.actors].reverse()) {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status !== 'active') {
        this.actors.delete(actor);
        continue;
      }
      const machine = machineOf(actor)!;
      const kind = DIALOGS[machine.id]!;
      const view = kind.view(flow);
      if (view && kind.shows(snapshot)) return { actor, machine, view, title: kind.title?.(flow) };
    }
    return undefined;
  }
}
