import { useMachine } from '@xstate/react';
import { isEmailConfirmed, RESEND_TEXTS as T } from '../../../domain/emailConfirmation';
import type { User } from '../../../domain/types';
import { inspect } from '../../lib/inspector';
import { button } from '../../styles/ui.css';
import { useAppResendMachine } from './profileEffects';
import * as css from './emailConfirmation.css';

function ResendLink({ user, email }: { user: User; email: string }) {
  const machine = useAppResendMachine(user.id);
  const [snapshot, send] = useMachine(machine, { input: { email }, inspect });
  const { sentTo, refusal } = snapshot.context;
  const said = snapshot.matches({ ready: 'sent' })
    ? T.sent(sentTo ?? email)
    : snapshot.matches({ ready: 'tooMany' })
      ? T.tooMany
      : snapshot.matches({ ready: 'refused' })
        ? refusal
        : snapshot.matches({ ready: 'failed' })
          ? T.failed
          : undefined;
  return (
    <dd className={css.pending}>
      <span className={css.notConfirmed}>{T.notConfirmed}</span>
      <p className={css.hint}>{T.meanwhile(user.confirmedEmail)}</p>
      <div className={css.resendRow}>
        {/* aria-disabled, not disabled, while sending: a disabled button would drop the keyboard's focus. The machine
            takes no SEND PÅ NYTT while one is being sent. */}
        <button type="button" className={button.secondary} aria-disabled={snapshot.hasTag('busy')} onClick={() => send({ type: 'user.resend' })}>
          {T.button}
        </button>
      </div>
      {/* Always there, so a screen reader reads out what came of SEND PÅ NYTT as it appears. */}
      <div role="status">{said ? <p className={css.resendSaid}>{said}</p> : null}</div>
    </dd>
  );
}

/**
 * Under E-POST on /profil/ (issue 45, part 6): an address not yet confirmed is marked «Ikke bekreftet», with where
 * case e-mails go meanwhile and SEND PÅ NYTT (machines/confirmationResend.machine.ts). Nothing for a confirmed one.
 */
export function EmailConfirmationStatus({ user }: { user: User }) {
  if (!user.email || isEmailConfirmed(user)) return null;
  // A new machine for a new address: what was said of the last one's link is not said of this one.
  return <ResendLink key={user.email} user={user} email={user.email} />;
}
