import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PRODUCT_NAME } from '../../../domain/brand';
import { CONSENT_SAVE_FAILED_MESSAGE } from '../../../machines/consentModal.machine';
import * as formCss from '../../components/form/form.css';
import { Modal } from '../../components/Modal';
import { CheckboxField } from '../../components/form/CheckboxField';
import { button } from '../../styles/ui.css';
import type { ConsentModalMachine } from './consentEffects';

/**
 * Consent to digital communication (SPEC §2, §5): renders the consent modal machine's state and sends
 * its events. The machine runs as a child of the home modals machine (see HomeModals.tsx), with the app's
 * implementations from consentEffects.ts.
 */
export function ConsentModal({ actor }: { actor: ActorRefFrom<ConsentModalMachine> }) {
  const open = useSelector(actor, (s) => s.hasTag('visible'));
  const ticked = useSelector(actor, (s) => s.hasTag('ticked'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const error = useSelector(actor, (s) => s.context.error);
  const saveFailed = useSelector(actor, (s) => s.hasTag('saveFailed'));
  const send = actor.send;
  const checkboxId = useId();
  const errorId = useId();
  const textId = useId();

  return (
    <Modal
      open={open}
      onClose={() => send({ type: 'user.close' })}
      title="Samtykke til digital kommunikasjon"
      describedBy={textId}
      actions={
        ticked ? (
          // aria-disabled, not disabled, while saving: a disabled button drops the keyboard's focus to the page, and a
          // failed save must find it where it was (the machine takes no BEKREFT while it saves).
          <button type="button" className={button.primary} aria-disabled={saving} onClick={() => send({ type: 'user.confirm' })}>
            {saving ? 'Lagrer...' : 'BEKREFT'}
          </button>
        ) : null
      }
    >
      <p id={textId}>
        For at vi skal kunne sende deg viktig informasjon om forsikringene og skadesakene dine, trenger vi ditt samtykke til å
        kontakte deg digitalt.
      </p>
      <CheckboxField
        id={checkboxId}
        errorId={errorId}
        plain
        required
        label={`Jeg samtykker til at ${PRODUCT_NAME} kan kontakte meg digitalt, på e-post og SMS.`}
        error={error ?? undefined}
        checked={ticked}
        disabled={saving}
        onChange={(checked) => send({ type: 'user.toggleConsent', checked })}
      />
      {/* Always present, so a screen reader announces the message as it appears. */}
      <div role="alert">{saveFailed ? <p className={formCss.errorMessage}>{CONSENT_SAVE_FAILED_MESSAGE}</p> : null}</div>
    </Modal>
  );
}
