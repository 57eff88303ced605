/**
 * The connection region of a flow that keeps working without a network (the damage report in a basement). A
 * region beside the flow's steps, so every step knows whether it is online:
 * - `online.idle`: nothing waits in the outbox (./outbox.ts);
 * - `online.sending`: the outbox's head is being sent by its kind's actor. When the server has answered
 *   (taken or refused), it is taken out and the next one goes: in order, one at a time, once each;
 * - `offline` (tag `offline`): the browser said so (`network.offline`), or a request failed for want of a
 *   network. Nothing is sent; the steps go on and their saves wait in the outbox. `network.online` goes back,
 *   and so does a retry after a while when something waits (a weak signal seldom says it is back).
 * A step waiting for its save (./draftSaving.ts `saving`) goes on when the outbox is empty or the region is
 * offline: it reads the region's state, the region tells it nothing.
 * Each flow's setup names the guards `startsOffline`, `hasQueued`, `isNetworkFailure` and `isSessionEnded` (of an
 * error event; the flow has a state with the id of SESSION_ENDED) and `headIs` ({ kind }), the actions
 * `settleQueued`, `forgetRefused` (the head's fields count as unsaved), `logError` ({ message }), and one actor per
 * kind of save (`senders`). `onOnline` are the flow's actions when the network is back (uploads).
 */

/** Thrown by an app actor when a request did not reach the server (no network, a timeout), as against refused. */
export class NetworkUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The network is unavailable', { cause });
    this.name = 'NetworkUnavailable';
  }
}

/** Whether an invoked actor's error means the network, not the server, failed. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof NetworkUnavailable;

/**
 * Thrown by an app actor instead of sending: the customer whose data it carries is no longer the one logged in on
 * this device (they logged out here or in another tab, or another customer logged in). Nothing was sent.
 */
export class SessionEnded extends Error {
  constructor() {
    super('The customer is no longer logged in on this device');
    this.name = 'SessionEnded';
  }
}

export const isSessionEnded = (error: unknown): boolean => error instanceof SessionEnded;

/** The id of a flow's state for a session that ended on the device (the flow stops there). */
export const SESSION_ENDED = '#sessionEnded';

/** What a flow does when an actor finds the session ended: it stops, in its state `SESSION_ENDED`. */
export const endsWithSession = {
  guard: 'isSessionEnded',
  target: SESSION_ENDED,
  description: 'Another customer, or none, is logged in on this device now: nothing was sent, and the flow stops.',
  meta: { nb: 'En annen kunde, eller ingen, er logget inn på enheten nå: ingenting ble sendt, og flyten stopper.' },
} as const;

/** Offline with something waiting: how long before the network is tried again. */
export const RETRY_ONLINE_MS = 15_000;

/** The id of the offline state, for the flow's `stateIn` guards (SEND INN, a save that waits). */
export const OFFLINE = '#connectionOffline';

/** One kind of queued save and the actor that sends it (the damage report: the draft's fields, the profile). */
export interface Sender {
  /** The `kind` of the outbox items it sends. */
  kind: string;
  /** The actor, whose input is taken from the head (`input`). */
  src: string;
  input: unknown;
  description: string;
  /** What `logError` logs when the server refuses. */
  refused: string;
  /** The refusal in the business overview's words (bokmål): what is lost or kept, and what the customer sees. */
  refusedNb: string;
  /**
   * How the customer is told that the server refused (an action of the flow), and what they see. Without it the
   * refusal is deliberately silent: say why in `silentBecause`.
   */
  tellsRefusal: { action: string; shows: string } | { silentBecause: string };
}

/** The region's config, typed by the flow's state-config type `C` like the kit's steps (./stepState.ts). */
export function connectionRegion<C>({
  senders,
  onOnline,
  noNetworkEvents = [],
}: {
  senders: readonly Sender[];
  onOnline: readonly unknown[];
  /** The flow's own events that say a request found no network (an upload): they too go offline. */
  noNetworkEvents?: readonly string[];
}): C {
  const sending = (sender: Sender) => ({
    description: sender.description,
    // A send under way is never cut off (it may have reached the server, and would go twice): its answer says.
    on: Object.fromEntries(
      ['network.offline', ...noNetworkEvents].map((type) => [
        type,
        { description: 'Let the send under way answer first.', meta: { nb: 'Det som er på vei til tjeneren, får svare først.' } },
      ]),
    ),
    invoke: {
      id: sender.src,
      src: sender.src,
      input: sender.input,
      onDone: { target: '#connectionIdle', actions: 'settleQueued', meta: { nb: 'Lagret; venter noe mer, sendes det neste.' } },
      onError: [
        endsWithSession,
        {
          guard: 'isNetworkFailure',
          target: '#connectionOffline',
          description: 'No network: the save stays first in the outbox, to be sent again once online.',
          meta: { nb: 'Ikke noe nett: det som skulle lagres, venter på enheten og sendes når nettet er tilbake.' },
        },
        {
          target: '#connectionIdle',
          actions: [
            'forgetRefused',
            'settleQueued',
            { type: 'logError', params: { message: sender.refused } },
            ...('action' in sender.tellsRefusal ? [sender.tellsRefusal.action] : []),
          ],
          description: `${sender.description}: the server refused; logged and taken out. ${
            'action' in sender.tellsRefusal ? `The customer sees ${sender.tellsRefusal.shows}` : `Not shown: ${sender.tellsRefusal.silentBecause}`
          }`,
          meta: { nb: sender.refusedNb },
        },
      ],
    },
  });
  const config = {
    description:
      'Whether the app can reach the server. Without a network the customer goes on: what is saved waits on the device and is sent, in order, once the network is back.',
    meta: { nb: 'Om appen når tjeneren. Uten nett går kunden videre: det som lagres, venter på enheten og sendes i rekkefølge når nettet er tilbake.' },
    initial: 'starting',
    states: {
      starting: {
        description: 'Offline when the draft was opened from the device copy, for want of a network.',
        always: [
          { guard: 'startsOffline', target: 'offline', description: 'The draft came from the device: offline.' },
          { target: 'online' },
        ],
      },
      online: {
        description: 'The last request reached the server.',
        entry: onOnline,
        initial: 'idle',
        on: {
          'network.offline': {
            target: 'offline',
            description: 'The browser went offline.',
            meta: { nb: 'Kunden fortsetter uten nett: det som lagres, venter på enheten.' },
          },
          ...Object.fromEntries(
            noNetworkEvents.map((type) => [
              type,
              { target: 'offline', description: 'A request found no network.', meta: { nb: 'Et kall fant ikke nett: det som lagres, venter på enheten.' } },
            ]),
          ),
        },
        states: {
          idle: {
            id: 'connectionIdle',
            description: 'Nothing waits to be sent.',
            always: senders.map((sender) => ({
              guard: { type: 'headIs', params: { kind: sender.kind } },
              target: `sending.${sender.kind}`,
              description: `The oldest waiting save is ${sender.description.toLowerCase()}: it is sent.`,
            })),
          },
          sending: {
            description: 'The oldest waiting save is being sent; the next waits for its answer.',
            // Always entered by the head's kind (idle's guards); xstate wants an initial all the same.
            initial: senders[0]?.kind,
            states: Object.fromEntries(senders.map((sender) => [sender.kind, sending(sender)])),
          },
        },
      },
      offline: {
        id: 'connectionOffline',
        description: 'No network: the customer goes on; the saves wait on the device.',
        tags: 'offline',
        on: {
          'network.online': {
            target: 'online',
            description: 'The network is back: the outbox is sent.',
            meta: { nb: 'Det som venter på enheten, sendes i rekkefølge.' },
          },
          'session.ending': { target: 'online', description: 'The customer asked to log out: the network is tried at once.' },
        },
        after: {
          [RETRY_ONLINE_MS]: {
            guard: 'hasQueued',
            target: 'online',
            description: 'Something waits: the network is tried again.',
            meta: { nb: 'Venter noe på å bli lagret, prøver appen nettet igjen, i tilfelle det er tilbake uten at nettleseren har sagt fra.' },
          },
        },
      },
    },
  };
  return config as C;
}
