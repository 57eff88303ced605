import { useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { RESEND_TEXTS } from '../../../domain/emailConfirmation';
import { isEmailAddress } from '../../../domain/schemas/emailAddress';
import type { User } from '../../../domain/types';
import { TextField } from '../../components/form/TextField';
import { inspect } from '../../lib/inspector';
import { button, buttonRow, card, notice, noticeBox } from '../../styles/ui.css';
import { useAppProfileEmailMachine } from './profileEffects';
import * as css from './profile.css';

export const PROFILE_EMAIL_TEXTS = {
  legend: 'Endre e-postadresse',
  label: 'E-postadresse',
  hint: 'Hit sender vi kvittering og beskjed om skadesakene dine, når du har bekreftet adressen.',
  /** An address stored before the rule (issue 45): the sender skips it, so the customer is asked to correct it. */
  unusable: 'E-postadressen din kan ikke brukes til å sende e-post. Rett den, så du får beskjed om saken din.',
  saved: 'E-postadressen din er lagret.',
  saveFailed: 'Vi fikk ikke lagret e-postadressen din. Prøv igjen om litt.',
} as const;
const T = PROFILE_EMAIL_TEXTS;

const FIELD_ID = 'profile-email';

/**
 * On /profil: the customer's e-mail address, changed and saved with LAGRE (machines/profileEmail.machine.ts). An
 * address kept from before the address rule, which no e-mail goes to, is named as such under the field.
 */
export function ProfileEmailForm({ user }: { user: User }) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const focusField = useMemo(() => () => fieldRef.current?.querySelector('input')?.focus(), []);
  const machine = useAppProfileEmailMachine(focusField);
  const [snapshot, send] = useMachine(machine, { input: { userId: user.id, email: user.email ?? '' }, inspect });
  const busy = snapshot.matches('saving');
  const unusable = !!user.email && !isEmailAddress(user.email);
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
          <legend className={css.legend}>{T.legend}</legend>
          <div ref={fieldRef}>
            <TextField
              id={FIELD_ID}
              errorId={`${FIELD_ID}-error`}
              label={T.label}
              hint={T.hint}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={snapshot.context.email}
              onChange={(value) => send({ type: 'user.typeEmail', value })}
              error={snapshot.context.error ?? undefined}
              disabled={busy}
              afterId={unusable ? `${FIELD_ID}-unusable` : undefined}
              after={
                unusable ? (
                  <p id={`${FIELD_ID}-unusable`} className={`${notice.warning} ${noticeBox}`}>
                    {T.unusable}
                  </p>
                ) : null
              }
            />
          </div>
        </fieldset>
      </div>
      {/* Always present, so a screen reader announces the message as it appears. */}
      <div>
        <div role="alert">{snapshot.hasTag('saveFailed') ? <p className={css.saveFailed}>{T.saveFailed}</p> : null}</div>
        <div role="status">
          {snapshot.hasTag('saved') ? <p className={css.saved}>{T.saved}</p> : null}
          {snapshot.hasTag('linkNotSent') ? <p className={`${notice.warning} ${noticeBox}`}>{RESEND_TEXTS.tooMany}</p> : null}
        </div>
      </div>
      <div className={buttonRow}>
        <button type="submit" className={button.primary} disabled={busy}>
          LAGRE
        </button>
      </div>
    </form>
  );
}
