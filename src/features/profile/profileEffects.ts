/** The app's effects of /profil's machines (the e-mail choice, the e-mail address, the confirmation's resend): the API calls, the user read again, the logs. The views import no API call (docs/architecture.md, «Views only render»). */
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ConfirmationLinkOutcome } from '../../../domain/emailConfirmation';
import { confirmationResendMachine } from '../../../machines/confirmationResend.machine';
import { notifyChoiceMachine, type SaveNotifyChoiceInput } from '../../../machines/notifyChoice.machine';
import { profileEmailMachine, type SaveProfileEmailInput } from '../../../machines/profileEmail.machine';
import { refreshUser } from '../../api/getUser';
import { resendEmailConfirmation } from '../../api/resendEmailConfirmation';
import { useChangeEmail, useUpdateUser } from '../../api/updateUser';

/** The app's implementations of the machine's stubs. */
export function useAppNotifyChoiceMachine() {
  const updateUser = useUpdateUser();
  return useMemo(
    () =>
      notifyChoiceMachine.provide({
        actors: {
          saveNotifyChoice: fromPromise<void, SaveNotifyChoiceInput>(({ input }) =>
            updateUser({ id: input.userId, notifyOnCaseStatus: input.notifyOnCaseStatus }),
          ),
        },
        actions: { logSaveFailure: () => console.error('Failed to update user') },
      }),
    [updateUser],
  );
}

/** The app's implementations of the machine's stubs. */
export function useAppProfileEmailMachine(focusField: () => void) {
  const changeEmail = useChangeEmail();
  return useMemo(
    () =>
      profileEmailMachine.provide({
        actors: {
          saveProfileEmail: fromPromise<ConfirmationLinkOutcome | null, SaveProfileEmailInput>(({ input }) =>
            changeEmail({ id: input.userId, email: input.email }),
          ),
        },
        actions: {
          logSaveFailure: () => console.error('Failed to update user'),
          focusEmailField: focusField,
        },
      }),
    [changeEmail, focusField],
  );
}

/** The app's implementations of the machine's stubs. */
export function useAppResendMachine(userId: string) {
  return useMemo(
    () =>
      confirmationResendMachine.provide({
        actors: { resendConfirmation: fromPromise(() => resendEmailConfirmation(userId)) },
        actions: {
          refreshUser: () => void refreshUser().catch(() => {}),
          logFailure: () => console.error('Failed to resend the confirmation e-mail'),
        },
      }),
    [userId],
  );
}
