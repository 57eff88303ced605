import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CONFIRMATION_TEXTS as T } from '../../../domain/emailConfirmation';
import { EMAIL_CONFIRMATION_PATH } from '../../../domain/paths';
import { emailConfirmationMachine, type EmailConfirmationInput } from '../../../machines/emailConfirmation.machine';
import { goToUrl, loginUrl } from '../../api/auth';
import { confirmEmail, peekEmailConfirmation } from '../../api/confirmEmail';
import { refreshUser, useUser } from '../../api/getUser';
import { userNow } from '../../api/userNow';
import { inspect } from '../../lib/inspector';
import { button, buttonRow, narrow, page } from '../../styles/ui.css';
import { UserPageLoading } from './UserPage';
import { forgetKeptLink, keepLinkForLogin, linkToConfirm } from './confirmationLink';
import * as css from './emailConfirmation.css';

/**
 * Where the login brings the customer back to: this page, without the token (the login keeps its return address for
 * up to 10 minutes; the token waits in the tab instead, ./confirmationLink.ts).
 */
const loginReturn = () => `${window.location.origin}${EMAIL_CONFIRMATION_PATH}`;

/** The app's implementations of the machine's stubs. */
function useAppEmailConfirmationMachine() {
  const navigate = useNavigate();
  return useMemo(
    () =>
      emailConfirmationMachine.provide({
        actors: {
          peekLink: fromPromise(({ input }) => peekEmailConfirmation(input.token, userNow()?.id)),
          confirmEmail: fromPromise(({ input }) => confirmEmail(input.token, userNow()?.id)),
        },
        actions: {
          logIn: ({ context }) => {
            if (context.token) keepLinkForLogin(context.token);
            goToUrl(loginUrl(loginReturn()));
          },
          userConfirmed: () => void refreshUser().catch(() => {}),
          forgetLink: () => {
            forgetKeptLink();
            void navigate({ to: EMAIL_CONFIRMATION_PATH, search: {}, replace: true });
          },
          logFailure: () => console.error('Failed to confirm e-mail address'),
        },
      }),
    [navigate],
  );
}

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
