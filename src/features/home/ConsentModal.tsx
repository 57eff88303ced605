import { useEffect, useId, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { consentModalMachine } from '../../../machines/consentModal.machine';
import type { User } from '../../../domain/types';
import { PRODUCT_NAME } from '../../../domain/brand';
import { useUpdateUser } from '../../api/updateUser';
import { Modal } from '../../components/Modal';
import { inspect } from '../../lib/inspector';
import { button, checkbox, checkboxRow, errorText } from '../../styles/ui.css';
import { CONSENTED_KEY, readFlag, setFlag } from './effects';

export type ConsentModalMachine = typeof consentModalMachine;

/** The app's implementations of the machine's stubs. */
export function useAppConsentModalMachine(): ConsentModalMachine {
  const updateUser = useUpdateUser();
  return useMemo(
    () =>
      consentModalMachine.provide({
        actors: {
          saveConsent: fromPromise<void, { userId: string }>(async ({ input }) => {
            await updateUser({ id: input.userId, consentToFurtherInformation: true });
          }),
        },
        actions: {
          rememberConsented: () => setFlag(CONSENTED_KEY),
          logSaveFailure: () => console.error('Failed to update user'),
        },
      }),
    [updateUser],
  );
}

/**
 * Consent to digital communication (SPEC §2, §5). Renders the machine's state and sends events;
 * `machine` lets tests pass fake actors. `onDone` fires once the machine reaches `hidden`.
 */
export function ConsentModal({ user, machine, onDone }: { user: User; machine?: ConsentModalMachine; onDone?: () => void }) {
  const appMachine = useAppConsentModalMachine();
  const [snapshot, send] = useMachine(machine ?? appMachine, {
    input: {
      userId: user.id,
      consentToFurtherInformation: user.consentToFurtherInformation,
      alreadyConsented: readFlag(CONSENTED_KEY),
    },
    inspect,
  });
  const checkboxId = useId();
  const errorId = useId();
  const textId = useId();

  const done = snapshot.status === 'done';
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (done) onDoneRef.current?.();
  }, [done]);

  const open = snapshot.matches('open') || snapshot.matches('saving');
  const saving = snapshot.matches('saving');
  const ticked = snapshot.matches({ open: 'checked' }) || saving;
  const error = snapshot.context.error;

  return (
    <Modal
      open={open}
      onClose={() => send({ type: 'user.close' })}
      title="Samtykke til digital kommunikasjon"
      describedBy={textId}
      actions={
        ticked ? (
          <button type="button" className={button.primary} disabled={saving} onClick={() => send({ type: 'user.confirm' })}>
            {saving ? 'Lagrer...' : 'BEKREFT'}
          </button>
        ) : null
      }
    >
      <p id={textId}>
        For at vi skal kunne sende deg viktig informasjon om forsikringene og skadesakene dine, trenger vi ditt samtykke til å
        kontakte deg digitalt.
      </p>
      <label className={checkboxRow} htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          className={checkbox}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          checked={ticked}
          disabled={saving}
          onChange={(event) => send({ type: 'user.toggleConsent', checked: event.target.checked })}
        />
        <span>Jeg samtykker til at {PRODUCT_NAME} kan kontakte meg digitalt, på e-post og SMS.</span>
      </label>
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
