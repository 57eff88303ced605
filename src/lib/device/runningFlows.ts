/**
 * The flows running in this tab that keep a customer's data (the damage report), for the logout (what waits to be
 * sent, send it now) and for the end of a session (each flow stops). A flow registers while it is mounted.
 */
export interface RunningFlow {
  /** The customer whose data the flow holds (null while it loads). */
  owner(): string | null;
  /** The draft it edits (null before it has one). */
  caseId(): string | null;
  /** Whether answers or photos wait to be sent. */
  hasUnsent(): boolean;
  /** Tries to send what waits now; true once nothing waits, false when the network will not take it. */
  sendWaiting(): Promise<boolean>;
  /** The customer's session ended: the flow stops, and keeps and sends nothing more. */
  end(): void;
}

const flows = new Set<RunningFlow>();

export function registerFlow(flow: RunningFlow): () => void {
  flows.add(flow);
  return () => void flows.delete(flow);
}

export const runningFlows = (): RunningFlow[] => [...flows];
