import { useId, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { User } from '../../../domain/types';
import { notifyChoiceMachine, type SaveNotifyChoiceInput } from '../../../machines/notifyChoice.machine';
import { SAVE_FAILED_MESSAGE } from '../../../machines/consentPage.machine';
import { useUpdateUser } from '../../api/updateUser';
import { CheckboxField } from '../../components/form/CheckboxField';
import { inspect } from '../../lib/inspector';
import { button, buttonRow, card } from '../../styles/ui.css';
import * as css from './profile.css';

export const NOTIFY_LABEL = 'Send meg e-post når saken min endrer status';
export const NOTIFY_SAVED = 'Valget ditt er lagret.';
/** The consent page's words for the same failure. */
export const NOTIFY_SAVE_FAILED = SAVE_FAILED_MESSAGE;

function hintFor(user: User): string {
  return user.email
    ? `Vi sender e-posten til ${user.email}. Kvittering når du sender inn en skademelding, får du uansett.`
    : 'Du har ikke oppgitt e-postadresse, så vi kan ikke sende deg e-post.';
}

/** The app's implementations of the machine's stubs. */
function useAppNotifyChoiceMachine() {
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

/** On /profil: whether the customer is e-mailed when a case's status changes (notifyOnCaseStatus), saved with LAGRE. */
export function NotifyChoiceForm({ user }: { user: User }) {
  const machine = useAppNotifyChoiceMachine();
  const [snapshot, send] = useMachine(machine, { input: { userId: user.id, notifyOnCaseStatus: user.notifyOnCaseStatus }, inspect });
  const id = useId();
  const busy = snapshot.matches('saving');
  return (
    <form
      className={`${css.form} ${css.section}`}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'user.save' });
      }}
      noValidate
    >
      <div className={card}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Varsler på e-post</legend>
          <CheckboxField
            id={id}
            plain
            label={NOTIFY_LABEL}
            hint={hintFor(user)}
            checked={snapshot.context.notifyOnCaseStatus}
            disabled={busy}
            onChange={(checked) => send({ type: 'user.toggleNotify', checked })}
          />
        </fieldset>
      </div>
      {/* Always present, so a screen reader announces the message as it appears. */}
      <div>
        <div role="alert">{snapshot.hasTag('saveFailed') ? <p className={css.saveFailed}>{NOTIFY_SAVE_FAILED}</p> : null}</div>
        <div role="status">{snapshot.hasTag('saved') ? <p className={css.saved}>{NOTIFY_SAVED}</p> : null}</div>
      </div>
      <div className={buttonRow}>
        <button type="submit" className={button.primary} disabled={busy}>
          LAGRE
        </button>
      </div>
    </form>
  );
}
