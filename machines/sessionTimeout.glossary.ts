/** What the session timeout's events, guards, actions and actors mean (docs/machines/README.md). */
import type { sessionTimeoutMachine } from './sessionTimeout.machine';
import type { GlossaryOf } from './glossary';

export const sessionTimeoutGlossary = {
  events: {
    'user.continue': 'FORTSETT in «Du blir snart logget ut».',
    'user.logout': 'LOGG UT in «Du blir snart logget ut».',
    'user.logIn': 'LOGG INN IGJEN in «Du er logget ut».',
    'user.dismiss': 'LUKK, Esc or a click outside «Du er logget ut».',
    'logout.stayed': "TILBAKE in the logout dialog 'Vil du logge ut?': the customer stays logged in.",
    'page.visible': 'The tab is shown again after being hidden (its timers may have slept meanwhile).',
    'session.endedElsewhere': 'Nobody is logged in here any more, by another way than the idle end (LOGG UT, another tab).',
  },
  guards: {
    hasEnded: 'The server says the session has ended (401).',
    warningDue: 'The session ends within the warning time (2 minutes by default) unless it is used.',
    timeIsUp: 'The count of the time left has reached zero.',
  },
  actions: {
    rememberAnswer: "Keeps the server's answer: the time left, the warning time and the idle time.",
    countDown: 'One second less left.',
    endSessionHere:
      "The session has ended: the flows stop, this tab's data is forgotten, the logged-out front page shows; where the customer was is kept for LOGG INN IGJEN.",
    logInAgain: 'Goes to the login, which comes back to the page the customer was on.',
  },
  actors: {
    askTimeLeft:
      'Asks the server how long the session has left, without using it (GET /api/session). Without an answer it is ended only when this device has seen the session unused for longer than the server keeps one.',
    extendSession: 'Uses the session now, so it lives another idle time (POST /api/session/extend).',
  },
} satisfies GlossaryOf<typeof sessionTimeoutMachine>;
