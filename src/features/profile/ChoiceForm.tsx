import { useId, type ReactNode } from 'react';
import { CheckboxField } from '../../components/form/CheckboxField';
import { button, buttonRow, card } from '../../styles/ui.css';
import * as css from './profile.css';

/**
 * One yes/no choice of the customer's, saved with LAGRE (the consent page's bulkEmailConsent, the profile's
 * notifyOnCaseStatus): a card with the checkbox, the save's failure (an alert) and, where the page says so, that it
 * was saved (a status). Renders its machine's state; the page's machine decides.
 */
export function ChoiceForm(props: {
  className?: string;
  legend: string;
  /** A paragraph under the legend. */
  intro?: string;
  label: string;
  hint?: string;
  checked: boolean;
  busy: boolean;
  onToggle: (checked: boolean) => void;
  onSave: () => void;
  /** The failure message, shown while the last save failed. */
  failed: string | null;
  /** The saved message (null: none shown); a page that goes on after saving has no status. */
  saved?: string | null;
  /** Buttons before LAGRE (TILBAKE). */
  before?: ReactNode;
}) {
  const id = useId();
  return (
    <form
      className={props.className ?? css.form}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
      noValidate
    >
      <div className={card}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{props.legend}</legend>
          {props.intro ? <p>{props.intro}</p> : null}
          <CheckboxField id={id} plain label={props.label} hint={props.hint} checked={props.checked} disabled={props.busy} onChange={props.onToggle} />
        </fieldset>
      </div>
      {/* Always present, so a screen reader announces the message as it appears. */}
      <div>
        <div role="alert">{props.failed ? <p className={css.saveFailed}>{props.failed}</p> : null}</div>
        {props.saved !== undefined ? <div role="status">{props.saved ? <p className={css.saved}>{props.saved}</p> : null}</div> : null}
      </div>
      <div className={buttonRow}>
        {props.before}
        <button type="submit" className={button.primary} disabled={props.busy}>
          LAGRE
        </button>
      </div>
    </form>
  );
}
