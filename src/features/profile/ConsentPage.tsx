import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { SAVE_FAILED_MESSAGE } from '../../../machines/consentPage.machine';
import type { User } from '../../../domain/types';
import { inspect } from '../../lib/inspector';
import { button, narrow, page } from '../../styles/ui.css';
import { ChoiceForm } from './ChoiceForm';
import { useAppConsentPageMachine } from './consentPageEffects';
import { UserPage } from './UserPage';

/** Renders the consent page machine's state and sends its events. */
function ConsentForm({ user }: { user: User }) {
  const machine = useAppConsentPageMachine();
  const [snapshot, send] = useMachine(machine, {
    input: { userId: user.id, bulkEmailConsent: user.bulkEmailConsent },
    inspect,
  });
  return (
    <ChoiceForm
      legend="Nyheter og tilbud"
      intro="Vi sender av og til ut nyheter, gode råd om råte og skadedyr og tilbud. Du kan når som helst trekke samtykket."
      label="Ja, jeg vil motta nyheter og tilbud på e-post"
      checked={snapshot.context.bulkEmailConsent}
      busy={!snapshot.matches('editing')}
      onToggle={(checked) => send({ type: 'user.toggleBulkEmail', checked })}
      onSave={() => send({ type: 'user.save' })}
      failed={snapshot.hasTag('saveFailed') ? SAVE_FAILED_MESSAGE : null}
      before={
        <Link to="/profil" className={button.secondary}>
          TILBAKE
        </Link>
      }
    />
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
