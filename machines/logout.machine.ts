import { and, fromPromise, setup, stateIn } from 'xstate';
import { notProvided } from './flowKit/notProvided';

/**
 * The logout dialog 'Vil du logge ut?' (SPEC §2 Layout), which loses nothing without saying so (issue 34):
 * - it first asks whether answers or photos wait to be sent; online it tries to send them, and what still waits
 *   is named in the dialog («Du har endringer som ikke er sendt ennå…»): the customer stays, or logs out anyway;
 * - LOGG UT leaves nothing of the customer's on the device, and ends the session: at once online (the app goes to
 *   /.auth/logout), on the first moment online when offline (the app shows the logged-out front page at once).
 */
export type LogoutEvent = { type: 'user.logout' } | { type: 'user.stay' };

/** Where the logout ended: the server heard of it (online), or it waits for the network (offline). */
export type LogoutReach = 'online' | 'offline';

/** The app's effects, stubs until the app provides its own (`logoutMachine.provide(…)`); tests provide fakes. */
const logoutEffectStubs = {
  actors: {
    /** App: whether answers or photos of the customer's wait to be sent (the flows running here, the drafts on the device). */
    findUnsent: fromPromise<boolean, void>(async () => notProvided('findUnsent')),
    /** App: the flows running here send what waits now; true once nothing waits (false: the network would not take it). */
    sendWaiting: fromPromise<boolean, void>(async () => notProvided('sendWaiting')),
    /**
     * App: the logout on the device: marks it pending for the server, stops the flows and tells the other tabs,
     * wipes the customer's data; then whether the server can be reached now.
     */
    logOut: fromPromise<LogoutReach, void>(async () => notProvided('logOut')),
  },
  actions: {
    /** App: navigate to /.auth/logout (the session ends there, and at the e-ID provider). */
    goToLogout: (): void => notProvided('goToLogout'),
    /** App: the logged-out front page, without a network: every page shows the visitor's view. */
    showLoggedOutPage: (): void => notProvided('showLoggedOutPage'),
    /** App: close the dialog; focus returns to the profile menu. */
    close: (): void => notProvided('close'),
  },
};

/** The substates that remember LOGG UT pressed before the dialog knew whether anything waits. */
const CONFIRMED = { checking: '#logout.checking.confirmed', sendingWaiting: '#logout.sendingWaiting.confirmed' } as const;

/** LOGG UT pressed while the dialog still checks or sends: remembered, and done once nothing is lost by it. */
const pressesLogOutEarly = {
  initial: 'unconfirmed',
  states: {
    unconfirmed: {
      description: 'LOGG UT not pressed yet.',
      on: { 'user.logout': { target: 'confirmed', description: 'LOGG UT, before the dialog knows whether anything waits.' } },
    },
    confirmed: { description: 'LOGG UT pressed: the logout follows once nothing waits.' },
  },
} as const;

/** The logout dialog's machine, with stubs for the app's effects: the app and the tests provide theirs (`.provide()`), the diagrams draw it. */
export const logoutMachine = setup({
  types: { events: {} as LogoutEvent },
  actors: logoutEffectStubs.actors,
  actions: logoutEffectStubs.actions,
  guards: {
    nothingWaits: ({ event }) => 'output' in event && event.output === false,
    allSent: ({ event }) => 'output' in event && event.output === true,
    reachedServer: ({ event }) => 'output' in event && event.output === 'online',
  },
}).createMachine({
  id: 'logout',
  description: "'Vil du logge ut?': what waits to be sent is sent first or named; LOGG UT leaves nothing of the customer's on the device.",
  initial: 'checking',
  on: {
    'user.stay': { target: '.closed', description: 'TILBAKE, Esc or a click outside: the customer stays logged in.' },
  },
  states: {
    checking: {
      description: 'Whether answers or photos wait to be sent.',
      ...pressesLogOutEarly,
      invoke: {
        id: 'findUnsent',
        src: 'findUnsent',
        onDone: [
          { guard: and(['nothingWaits', stateIn(CONFIRMED.checking)]), target: 'loggingOut', description: 'Nothing waits, and LOGG UT was pressed.' },
          { guard: 'nothingWaits', target: 'asking', description: 'Nothing waits.' },
          { guard: stateIn(CONFIRMED.checking), target: 'sendingWaiting.confirmed', description: 'Something waits: it is sent first.' },
          { target: 'sendingWaiting', description: 'Something waits: it is sent first.' },
        ],
        onError: { target: 'warning', description: 'The device could not say: the customer is warned.' },
      },
    },
    sendingWaiting: {
      description: 'Sender endringene dine …: what waits is sent now, if the network takes it.',
      ...pressesLogOutEarly,
      invoke: {
        id: 'sendWaiting',
        src: 'sendWaiting',
        onDone: [
          {
            guard: and(['allSent', stateIn(CONFIRMED.sendingWaiting)]),
            target: 'loggingOut',
            description: 'Everything reached the server, and LOGG UT was pressed.',
          },
          { guard: 'allSent', target: 'asking', description: 'Everything reached the server.' },
          { target: 'warning', description: 'Something could not be sent (no network): LOGG UT must be pressed again, on the warning.' },
        ],
        onError: { target: 'warning', description: 'Sending failed: the customer is warned.' },
      },
    },
    asking: {
      description: "'Vil du logge ut?' with TILBAKE and LOGG UT.",
      on: { 'user.logout': { target: 'loggingOut', description: 'LOGG UT.' } },
    },
    warning: {
      description:
        "«Du har endringer som ikke er sendt ennå. Logger du ut nå, slettes de fra denne enheten.» with TILBAKE and LOGG UT LIKEVEL.",
      on: { 'user.logout': { target: 'loggingOut', description: 'LOGG UT LIKEVEL: what waits is deleted from the device.' } },
    },
    loggingOut: {
      description: "Logger ut …: the customer's data leaves the device, the session is marked as ending.",
      on: { 'user.stay': { description: 'Too late to stay: the logout has begun.' } },
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: [
          { guard: 'reachedServer', target: 'leaving', description: 'Online: the session ends at /.auth/logout.' },
          { target: 'loggedOutOffline', description: 'Offline: the session ends on the first moment online.' },
        ],
        onError: { target: 'loggedOutOffline', description: 'The device could not tell: the logout waits for the network.' },
      },
    },
    leaving: {
      type: 'final',
      description: 'The browser goes to /.auth/logout, then to the front page.',
      entry: 'goToLogout',
    },
    loggedOutOffline: {
      type: 'final',
      description: "The customer sees the logged-out front page at once; the server ends the session on the first moment online.",
      entry: 'showLoggedOutPage',
    },
    closed: {
      type: 'final',
      description: 'The dialog closes; the customer is still logged in.',
      entry: 'close',
    },
  },
});
