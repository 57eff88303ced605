import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { User } from '../../../domain/types';
import { useUpdateUser } from '../../api/updateUser';
import { button, buttonRow, card, checkbox, checkboxRow, narrow, page } from '../../styles/ui.css';
import { UserPage } from './UserPage';
import * as css from './profile.css';

function ConsentForm({ user }: { user: User }) {
  const [bulkEmailConsent, setBulkEmailConsent] = useState(user.bulkEmailConsent);
  const [saving, setSaving] = useState(false);
  const updateUser = useUpdateUser();
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await updateUser({ id: user.id, bulkEmailConsent });
      await navigate({ to: '/profil/samtykker/oppdatert' });
    } catch {
      console.error('Failed to update user');
      setSaving(false);
    }
  };

  return (
    <form className={css.form} onSubmit={onSubmit} noValidate>
      <div className={card}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Nyheter og tilbud</legend>
          <p>Vi sender av og til ut nyheter, gode råd om råte og skadedyr og tilbud. Du kan når som helst trekke samtykket.</p>
          <label className={checkboxRow} htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              className={checkbox}
              checked={bulkEmailConsent}
              onChange={(event) => setBulkEmailConsent(event.target.checked)}
            />
            <span>Ja, jeg vil motta nyheter og tilbud på e-post</span>
          </label>
        </fieldset>
      </div>
      <div className={buttonRow}>
        <Link to="/profil" className={button.secondary}>
          TILBAKE
        </Link>
        <button type="submit" className={button.primary} disabled={saving} aria-disabled={saving || undefined}>
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
