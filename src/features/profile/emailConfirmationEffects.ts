/** The app's effects of the e-mail confirmation page's machine: the confirmation, the login, the user read again, the log. The views import no API call (docs/architecture.md, «Views only render»). */
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { EMAIL_CONFIRMATION_PATH } from '../../../domain/paths';
import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine';
import { goToUrl, loginUrl } from '../../api/auth';
import { confirmEmail, peekEmailConfirmation } from '../../api/confirmEmail';
import { refreshUser } from '../../api/getUser';
import { userNow } from '../../api/userNow';
import { forgetKeptLink, keepLinkForLogin } from './confirmationLink';

/**
 * Where the login brings the customer back to: this page, without the token (the login keeps its return address for
 * up to 10 minutes; the token waits in the tab instead, ./confirmationLink.ts).
 */
export const loginReturn = () => `${window.location.origin}${EMAIL_CONFIRMATION_PATH}`;

/** The app's implementations of the machine's stubs. */
export function useAppEmailConfirmationMachine() {
  const navigate = useNavigate();
  return useMemo(
    () =>
      emailConfirmationMachine.provide({
        actors: {
          peekLink: fromPromise(({ input }) => peekEmailConfirmation(input.token, userNow()?.id)),
          confirmEmail: fromPromise(({ input }) => confirmEmail(input.token, userNow()?.id)),
        },
        actions: {
          logIn: ({ context }) => {
            if (context.token) keepLinkForLogin(context.token);
            goToUrl(loginUrl(loginReturn()));
          },
          userConfirmed: () => void refreshUser().catch(() => {}),
          forgetLink: () => {
            forgetKeptLink();
            void navigate({ to: EMAIL_CONFIRMATION_PATH, search: {}, replace: true });
          },
          logFailure: () => console.error('Failed to confirm e-mail address'),
        },
      }),
    [navigate],
  );
}
