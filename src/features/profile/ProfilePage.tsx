import { Link } from '@tanstack/react-router';
import { card, dt, narrow, page } from '../../styles/ui.css';
import { EmailConfirmationStatus } from './EmailConfirmationStatus';
import { NotifyChoiceForm } from './NotifyChoiceForm';
import { ProfileEmailForm } from './ProfileEmailForm';
import { UserPage } from './UserPage';
import * as css from './profile.css';

/** /profil/ 'Om deg' (SPEC §2 Profile and consent). */
export function ProfilePage() {
  return (
    <UserPage title="Om deg">
      {(user) => (
        <div className={`${page} ${narrow}`}>
          <h1>Om deg</h1>
          <div className={card}>
            <dl className={css.grid}>
              <div className={css.field}>
                <dt className={dt}>NAVN</dt>
                <dd className={css.value}>{user.fullName}</dd>
              </div>
              <div className={css.field}>
                <dt className={dt}>ADRESSE</dt>
                <dd className={css.value}>{user.streetAddress || '–'}</dd>
              </div>
              <div className={css.field}>
                <dt className={dt}>TLF</dt>
                <dd className={css.value}>{user.mobilePhone || '–'}</dd>
              </div>
              <div className={css.field}>
                <dt className={dt}>E-POST</dt>
                <dd className={css.value}>{user.email || '–'}</dd>
                <EmailConfirmationStatus user={user} />
              </div>
            </dl>
          </div>
          <ProfileEmailForm key={`email-${user.id}`} user={user} />
          <NotifyChoiceForm key={user.id} user={user} />
          <p className={css.links}>
            <Link to="/profil/samtykker">Samtykker</Link>
          </p>
        </div>
      )}
    </UserPage>
  );
}
