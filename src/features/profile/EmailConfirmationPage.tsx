import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { CONFIRMATION_TEXTS as T } from '../../../domain/emailConfirmation';
import type { EmailConfirmationInput } from '../../../machines/emailConfirmation.machine';
import { loginUrl } from '../../api/auth';
import { useUser } from '../../api/getUser';
import { inspect } from '../../lib/inspector';
import { button, buttonRow, narrow, page } from '../../styles/ui.css';
import { loginReturn, useAppEmailConfirmationMachine } from './emailConfirmationEffects';
import { UserPageLoading } from './UserPage';
import { linkToConfirm } from './confirmationLink';
import * as css from './emailConfirmation.css';

type Shown = keyof Pick<typeof T, 'confirmed' | 'used' | 'expired' | 'superseded' | 'invalid' | 'failed' | 'loginNeeded'>;

function EmailConfirmation({ fullName, ...input }: EmailConfirmationInput & { fullName: string }) {
  const machine = useAppEmailConfirmationMachine();
  const [snapshot, send] = useMachine(machine, { input, inspect });
  const state = snapshot.value as Shown | 'checking' | 'peeking' | 'asking' | 'confirming';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = state === 'checking' || state === 'peeking' || state === 'confirming';
  // The question's or the answer's heading takes focus, so a screen reader reads where the customer is now (after
  // PRØV IGJEN too).
  useEffect(() => {
    if (!busy) headingRef.current?.focus();
  }, [busy, state]);

  if (busy) {
    return (
      <div className={`${page} ${narrow}`} aria-busy="true">
        <h1>{T.pageTitle}</h1>
        <p role="status">{state === 'confirming' ? T.confirming : T.checking}</p>
      </div>
    );
  }
  if (state === 'asking') {
    // Whose profile, which address: on a shared device, the one logged in may not be the one the e-mail was for.
    return (
      <div className={`${page} ${narrow}`}>
        <h1 ref={headingRef} tabIndex={-1} className={css.heading}>
          {T.asking.heading}
        </h1>
        <p>{T.asking.text(fullName, snapshot.context.address ?? '')}</p>
        <div className={buttonRow}>
          <button type="button" className={button.primary} onClick={() => send({ type: 'user.confirm' })}>
            {T.asking.button}
          </button>
        </div>
        <p className={css.hint}>{T.asking.notYou}</p>
      </div>
    );
  }
  const shown = T[state];
  return (
    <div className={`${page} ${narrow}`}>
      <h1 ref={headingRef} tabIndex={-1} className={css.heading}>
        {shown.heading}
      </h1>
      <p>{state === 'confirmed' ? T.confirmed.text(snapshot.context.confirmedEmail ?? '') : (shown as { text: string }).text}</p>
      <div className={buttonRow}>
        {state === 'failed' ? (
          <button type="button" className={button.primary} onClick={() => send({ type: 'user.retry' })}>
            {T.retry}
          </button>
        ) : null}
        {state === 'loginNeeded' ? (
          <a
            href={loginUrl(loginReturn())}
            className={button.primary}
            onClick={(event) => {
              event.preventDefault();
              send({ type: 'user.logIn' });
            }}
          >
            {T.logIn}
          </a>
        ) : (
          <Link to="/profil" className={state === 'failed' ? button.secondary : button.primary}>
            {T.toProfile}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * /profil/bekreft-epost?token=… (issue 45, part 6): the page the «Bekreft e-postadressen din» e-mail links to. Renders
 * the confirmation machine (machines/emailConfirmation.machine.ts) once the app knows whether anyone is logged in.
 */
export function EmailConfirmationPage({ token }: { token: string | undefined }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <UserPageLoading title={T.pageTitle} />;
  // A new machine when the customer changes (a login in another tab): the answer was for the one before.
  return (
    <EmailConfirmation
      key={user?.id ?? 'anonymous'}
      token={linkToConfirm(token, user?.id ?? null)}
      loggedIn={Boolean(user)}
      fullName={user?.fullName ?? ''}
    />
  );
}
