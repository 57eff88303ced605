/** What the logout dialog's events, guards, actions and actors mean (docs/machines/README.md). */
import type { logoutMachine } from './logout.machine';
import type { GlossaryOf } from './glossary';

export const logoutGlossary = {
  events: {
    'user.logout': 'LOGG UT (or LOGG UT LIKEVEL after the warning).',
    'user.stay': 'TILBAKE, Esc or a click outside the dialog.',
  },
  guards: {
    nothingWaits: 'No answers or photos of the customer wait to be sent.',
    allSent: 'What waited has reached the server.',
    reachedServer: 'The server could be reached as the customer logged out.',
  },
  actions: {
    goToLogout: 'Goes to /.auth/logout: the session ends, and the browser comes back to the front page.',
    showLoggedOutPage: 'Shows the logged-out front page without a network; the server ends the session on the first moment online.',
    close: 'Closes the dialog; focus goes back to the profile menu.',
  },
  actors: {
    findUnsent: 'Looks for answers or photos that wait to be sent: in the damage report open in this tab, and in the drafts kept on the device.',
    sendWaiting: 'Sends what waits in the damage report open in this tab, and says whether it all reached the server.',
    logOut:
      "Marks the logout for the server, stops every open flow and tells the other tabs, deletes the customer's data from the device, and says whether the server can be reached.",
  },
} satisfies GlossaryOf<typeof logoutMachine>;
