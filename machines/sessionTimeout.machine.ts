import { assign, fromPromise, setup } from 'xstate';
import type { SessionTimeLeft } from '../domain/sessionRequests';
import { notProvided } from './flowKit/notProvided';

/**
 * «Du blir snart logget ut» (issue 44, part D; docs/auth.md): a session that is not used ends by itself on the
 * server. While a customer is logged in, this machine waits until the warning is due, by the server's last answer;
 * it always asks the server again before it warns or says the session has ended, since another tab's use moves
 * the end. The warning counts down and offers FORTSETT (the session is used now) and LOGG UT (the logout dialog
 * takes over). When the server says the session has ended, nothing of the customer's stays shown, and «Du er
 * logget ut» says why and offers LOGG INN IGJEN, back to the same page. A server that cannot be reached is not an
 * ended session: the machine asks again, and in the warning it says it cannot reach the server. (The app's
 * question answers «ended» without the server only when the device has seen the session unused for longer than
 * the server keeps one: src/components/shell/sessionTimeoutEffects.ts.)
 */
export type SessionTimeoutEvent =
  | { type: 'user.continue' }
  | { type: 'user.logout' }
  | { type: 'user.logIn' }
  | { type: 'user.dismiss' }
  | { type: 'logout.stayed' }
  | { type: 'page.visible' }
  | { type: 'session.endedElsewhere' };

export interface SessionTimeoutContext {
  /** Seconds left by the server's last answer, counted down while the warning shows. */
  secondsLeft: number;
  warnBeforeSeconds: number;
  /** The idle time, for «… ikke har vært aktiv på 20 minutter» (0 before the first answer). */
  idleSeconds: number;
}

/** The server's answer: the time left, or null when the session has ended. A failure to ask rejects. */
export type SessionAnswer = SessionTimeLeft | null;

/** How long after a failed question the server is asked again. */
export const ASK_AGAIN_MS = 15_000;

/** The app's effects, stubs until the app provides its own (`sessionTimeoutMachine.provide(…)`); tests provide fakes. */
const sessionTimeoutEffectStubs = {
  actors: {
    /** App: GET /api/session, which does not use the session (null: 401, it has ended; or, without an answer, unused on the device past the idle time). */
    askTimeLeft: fromPromise<SessionAnswer, void>(async () => notProvided('askTimeLeft')),
    /** App: POST /api/session/extend, FORTSETT: the session is used now (null: it had ended). */
    extendSession: fromPromise<SessionAnswer, void>(async () => notProvided('extendSession')),
  },
  actions: {
    /** App: the session ended: flows stop, this tab's data is forgotten, the logged-out front page shows; where the customer was is kept. */
    endSessionHere: (): void => notProvided('endSessionHere'),
    /** App: log in, and back to the page the customer was on. */
    logInAgain: (): void => notProvided('logInAgain'),
  },
};

const answerOf = (event: unknown): SessionAnswer | undefined =>
  event && typeof event === 'object' && 'output' in event ? (event.output as SessionAnswer) : undefined;

/** The session timeout's machine, with stubs for the app's effects: the app and the tests provide theirs (`.provide()`), the diagrams draw it. */
export const sessionTimeoutMachine = setup({
  types: { context: {} as SessionTimeoutContext, events: {} as SessionTimeoutEvent },
  actors: sessionTimeoutEffectStubs.actors,
  actions: {
    ...sessionTimeoutEffectStubs.actions,
    rememberAnswer: assign(({ context, event }) => {
      const left = answerOf(event);
      return left ? { secondsLeft: left.endsInSeconds, warnBeforeSeconds: left.warnBeforeSeconds, idleSeconds: left.idleSeconds } : context;
    }),
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
  guards: {
    hasEnded: ({ event }) => answerOf(event) === null,
    warningDue: ({ event }) => {
      const left = answerOf(event);
      return !!left && left.endsInSeconds <= left.warnBeforeSeconds;
    },
    timeIsUp: ({ context }) => context.secondsLeft <= 0,
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, context.secondsLeft - context.warnBeforeSeconds) * 1000,
    askAgain: ASK_AGAIN_MS,
  },
}).createMachine({
  id: 'sessionTimeout',
  description: 'Warns before a session unused ends on the server, and says why when it has ended.',
  context: { secondsLeft: 0, warnBeforeSeconds: 0, idleSeconds: 0 },
  initial: 'checking',
  on: {
    'session.endedElsewhere': { target: '.stopped', description: 'Logged out another way (LOGG UT, another tab): nothing to watch.' },
  },
  states: {
    checking: {
      description: 'Asks the server how long the session has left, without using it.',
      invoke: {
        id: 'askTimeLeft',
        src: 'askTimeLeft',
        onDone: [
          { guard: 'hasEnded', target: 'ended', description: 'The session has ended on the server.' },
          { guard: 'warningDue', target: 'warning', actions: 'rememberAnswer', description: 'The end is near: the customer is warned.' },
          { target: 'watching', actions: 'rememberAnswer', description: 'Time enough (perhaps used in another tab).' },
        ],
        onError: { target: 'unreachable', description: 'No answer (offline): the session is not said to have ended.' },
      },
    },
    watching: {
      description: 'Nothing shown; waits until the warning is due by the last answer.',
      after: { untilWarning: { target: 'checking', description: 'The warning is due by the last answer: the server is asked first.' } },
      on: { 'page.visible': { target: 'checking', description: 'The tab is shown again (its timers may have slept).' } },
    },
    unreachable: {
      description: 'The server did not answer; nothing shown yet, asked again soon.',
      after: { askAgain: { target: 'checking', description: 'Asks again.' } },
      on: { 'page.visible': { target: 'checking', description: 'The tab is shown again.' } },
    },
    warning: {
      description: '«Du blir snart logget ut» with the time left, FORTSETT and LOGG UT.',
      initial: 'counting',
      on: {
        'user.logout': { target: 'loggingOut', description: 'LOGG UT: the logout dialog takes over.' },
      },
      states: {
        counting: {
          description: 'The time left counts down, second by second.',
          always: { guard: 'timeIsUp', target: 'rechecking', description: 'The time is up by the count: the server is asked before anything ends.' },
          after: { 1000: { target: 'counting', reenter: true, actions: 'countDown', description: 'One second less.' } },
          on: {
            'user.continue': { target: 'extending', description: 'FORTSETT.' },
            'page.visible': { target: 'rechecking', description: 'The tab is shown again (its count may have slept).' },
          },
        },
        rechecking: {
          description: 'Asks the server: the session may have been used in another tab, or have ended.',
          invoke: {
            id: 'askTimeLeft',
            src: 'askTimeLeft',
            onDone: [
              { guard: 'hasEnded', target: '#sessionTimeout.ended', description: 'The session has ended on the server.' },
              { guard: 'warningDue', target: 'counting', actions: 'rememberAnswer', description: 'Still near the end: the count goes on from the server\'s time.' },
              { target: '#sessionTimeout.watching', actions: 'rememberAnswer', description: 'Used in another tab: the warning closes.' },
            ],
            onError: { target: 'unreachable', description: 'No answer: the warning says so; the session is not said to have ended.' },
          },
        },
        extending: {
          description: 'FORTSETT pressed: the session is used now.',
          invoke: {
            id: 'extendSession',
          src: 'extendSession',
            onDone: [
              { guard: 'hasEnded', target: '#sessionTimeout.ended', description: 'Too late: the session had ended.' },
              {
                guard: 'warningDue',
                target: 'counting',
                actions: 'rememberAnswer',
                description: 'Used, but its 8-hour lifetime ends within the warning time: the count goes on.',
              },
              { target: '#sessionTimeout.watching', actions: 'rememberAnswer', description: 'The session goes on: the warning closes.' },
            ],
            onError: { target: 'notExtended', description: 'No answer: the warning says FORTSETT did not reach the server.' },
          },
        },
        notExtended: {
          description: '«Vi fikk ikke kontakt med Husvern, så økten ble ikke forlenget.» FORTSETT again.',
          always: { guard: 'timeIsUp', target: 'rechecking', description: 'The time is up by the count: the server is asked.' },
          after: { 1000: { target: 'notExtended', reenter: true, actions: 'countDown', description: 'One second less.' } },
          on: { 'user.continue': { target: 'extending', description: 'FORTSETT, again.' } },
        },
        unreachable: {
          description: '«Vi får ikke kontakt med Husvern …»: whether the session has ended is not known; asked again soon.',
          after: { askAgain: { target: 'rechecking', description: 'Asks again.' } },
          on: {
            'user.continue': { target: 'extending', description: 'FORTSETT.' },
            'page.visible': { target: 'rechecking', description: 'The tab is shown again.' },
          },
        },
      },
    },
    loggingOut: {
      description: "The logout dialog ('Vil du logge ut?') has taken over.",
      on: { 'logout.stayed': { target: 'checking', description: 'TILBAKE in the logout dialog: the session may still be near its end.' } },
    },
    ended: {
      description: '«Du er logget ut»: why, and LOGG INN IGJEN; nothing of the customer\'s is shown.',
      entry: 'endSessionHere',
      on: {
        'user.logIn': { actions: 'logInAgain', description: 'LOGG INN IGJEN: log in, back to the same page.' },
        'user.dismiss': { target: 'stopped', description: 'LUKK or Esc: the logged-out front page.' },
        'session.endedElsewhere': { description: 'Already logged out here.' },
      },
    },
    stopped: {
      type: 'final',
      description: 'Nobody is logged in here: nothing to watch.',
    },
  },
});
