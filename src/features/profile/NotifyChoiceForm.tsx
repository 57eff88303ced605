import { useMachine } from '@xstate/react';
import type { User } from '../../../domain/types';
import { SAVE_FAILED_MESSAGE } from '../../../machines/consentPage.machine';
import { inspect } from '../../lib/inspector';
import { ChoiceForm } from './ChoiceForm';
import { useAppNotifyChoiceMachine } from './profileEffects';
import * as css from './profile.css';

export const NOTIFY_LABEL = 'Send meg e-post når saken min endrer status';
export const NOTIFY_SAVED = 'Valget ditt er lagret.';
/** The consent page's words for the same failure. */
export const NOTIFY_SAVE_FAILED = SAVE_FAILED_MESSAGE;

/** Where the e-mails go: the confirmed address (issue 45), which a new one replaces only once it is confirmed. */
function hintFor(user: User): string {
  if (user.confirmedEmail) return `Vi sender e-posten til ${user.confirmedEmail}. Kvittering når du sender inn en skademelding, får du uansett.`;
  return user.email
    ? 'Vi sender e-post, også kvitteringen når du sender inn en skademelding, når du har bekreftet e-postadressen din.'
    : 'Du har ikke oppgitt e-postadresse, så vi kan ikke sende deg e-post.';
}

/** On /profil: whether the customer is e-mailed when a case's status changes (notifyOnCaseStatus), saved with LAGRE. */
export function NotifyChoiceForm({ user }: { user: User }) {
  const machine = useAppNotifyChoiceMachine();
  const [snapshot, send] = useMachine(machine, { input: { userId: user.id, notifyOnCaseStatus: user.notifyOnCaseStatus }, inspect });
  return (
    <ChoiceForm
      className={`${css.form} ${css.section}`}
      legend="Varsler på e-post"
      label={NOTIFY_LABEL}
      hint={hintFor(user)}
      checked={snapshot.context.notifyOnCaseStatus}
      busy={snapshot.matches('saving')}
      onToggle={(checked) => send({ type: 'user.toggleNotify', checked })}
      onSave={() => send({ type: 'user.save' })}
      failed={snapshot.hasTag('saveFailed') ? NOTIFY_SAVE_FAILED : null}
      saved={snapshot.hasTag('saved') ? NOTIFY_SAVED : null}
    />
  );
}
