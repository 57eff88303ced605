import { useId, useMemo } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { consentPageMachine, SAVE_FAILED_MESSAGE, type SaveConsentInput } from '../../../machines/consentPage.machine';
import type { User } from '../../../domain/types';
import { useUpdateUser } from '../../api/updateUser';
import { inspect } from '../../lib/inspector';
import { CheckboxField } from '../../components/form/CheckboxField';
import { button, buttonRow, card, narrow, page } from '../../styles/ui.css';
import { UserPage } from './UserPage';
import * as css from './profile.css';

export type ConsentPageMachine = typeof consentPageMachine;

/** The app's implementations of the consent page machine's stubs. */
export function useAppConsentPageMachine(): ConsentPageMachine {
  const updateUser = useUpdateUser();
  const navigate = useNavigate();
  return useMemo(
    () =>
      consentPageMachine.provide({
        actors: {
          saveConsent: fromPromise<void, SaveConsentInput>(({ input }) => updateUser({ id: input.userId, bulkEmailConsent: input.bulkEmailConsent })),
        },
        actions: {
          navigateToUpdated: () => void navigate({ to: '/profil/samtykker/oppdatert' }),
          logSaveFailure: () => console.error('Failed to update user'),
        },
      }),
    [updateUser, navigate],
  );
}

/** Renders the consent page machine's state and sends its events. */
function ConsentForm({ user }: { user: User }) {
  const machine = useAppConsentPageMachine();
  const [snapshot, send] = useMachine(machine, {
    input: { userId: user.id, bulkEmailConsent: user.bulkEmailConsent },
    inspect,
  });
  const busy = !snapshot.matches('editing');
  const saveFailed = snapshot.hasTag('saveFailed');
  const id = useId();

  return (
    <form
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'user.save' });
      }}
      noValidate
    >
      <div className={card}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Nyheter og tilbud</legend>
          <p>Vi sender av og til ut nyheter, gode råd om råte og skadedyr og tilbud. Du kan når som helst trekke samtykket.</p>
          <CheckboxField
            id={id}
            plain
            label="Ja, jeg vil motta nyheter og tilbud på e-post"
            checked={snapshot.context.bulkEmailConsent}
            disabled={busy}
            onChange={(checked) => send({ type: 'user.toggleBulkEmail', checked })}
          />
        </fieldset>
      </div>
      {/* Always present, so a screen reader announces the message as it appears. */}
      <div role="alert">{saveFailed ? <p className={css.saveFailed}>{SAVE_FAILED_MESSAGE}</p> : null}</div>
      <div className={buttonRow}>
        <Link to="/profil" className={button.secondary}>
          TILBAKE
        </Link>
        <button type="submit" className={button.primary} disabled={busy}>
          LAGRE
        </button>
      </div>
    </form>
  );
}

/** /profil/samtykker/ (SPEC §2). */
export function ConsentPage() {
  return (
    <UserPage title="Samtykker">
      {(user) => (
        <div className={`${page} ${narrow}`}>
          <h1>Samtykker</h1>
          <ConsentForm key={user.id} user={user} />
        </div>
      )}
    </UserPage>
  );
}

/** /profil/samtykker/oppdatert/ */
export function ConsentUpdatedPage() {
  return (
    <div className={`${page} ${narrow}`}>
      <h1>Takk for at du gir beskjed.</h1>
      <p>Du har endret samtykkene dine.</p>
      <p>Husk at du alltid kan ringe oss eller sende oss en e-post.</p>
      <p>
        <Link to="/profil" className={button.primary}>
          SE MIN PROFIL
        </Link>
      </p>
    </div>
  );
}
