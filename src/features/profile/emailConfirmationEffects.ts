/** The app's effects of the e-mail confirmation page's machine: the confirmation, the login, the user read again, the log. The views import no API call (docs/architecture.md, «Views only render»). */
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { EMAIL_CONFIRMATION_PATH } from '../../../domain/paths';
import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine';
import { goToUrl, loginUrl } from '../../api/auth';
import { confirmEmail } from '../../api/confirmEmail';
import { refreshUser } from '../../api/getUser';
import { userNow } from '../../api/userNow';

/** This page's own address, token and all: where the login brings the customer back to (the server keeps it to this site). */
export const thisPage = (token: string | undefined) =>
  `${window.location.origin}${EMAIL_CONFIRMATION_PATH}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** The app's implementations of the machine's stubs. */
export function useAppEmailConfirmationMachine(token: string | undefined) {
  return useMemo(
    () =>
      emailConfirmationMachine.provide({
        actors: { confirmEmail: fromPromise(({ input }) => confirmEmail(input.token, userNow()?.id)) },
        actions: {
          logIn: () => goToUrl(loginUrl(thisPage(token))),
          userConfirmed: () => void refreshUser().catch(() => {}),
          logFailure: () => console.error('Failed to confirm e-mail address'),
        },
      }),
    [token],
  );
}
