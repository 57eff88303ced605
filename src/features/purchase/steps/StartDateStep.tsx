import { START_DATE_MAX_DAYS, startDateDay, startDateFromDay, startDateWindow, type DayWindow } from '../../../../domain/purchaseDates';
import { PhoneFields } from '../../../components/form/PhoneFields';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { DatePicker } from '../DatePicker';
import { PurchaseStepLayout } from '../PurchaseStepLayout';
import { fieldBinding, type PurchaseStepViewProps } from '../viewProps';

export const START_DATE_TEXT = {
  startQuestion: 'Når ønsker du at forsikringen skal starte?',
  phoneQuestion: 'Hva er ditt telefonnummer?',
  emailQuestion: 'Hva er din e-post?',
  checkContact: 'Sjekk at telefonnummeret og e-postadressen stemmer. Vi bruker dem til å sende deg forsikringsbeviset og kontakte deg om forsikringen.',
  next: 'NESTE',
  signAndOrder: 'SIGNER OG BESTILL FORSIKRING',
} as const;

export interface StartDateStepProps extends PurchaseStepViewProps {
  /** Logged in: NESTE; anonymous: SIGNER OG BESTILL FORSIKRING (the machine sends them to sign in). */
  loggedIn: boolean;
  /** The e-mail of the customer's profile, shown as the e-mail field's placeholder. */
  profileEmail?: string | null;
  /** The choosable days; today … today + 183 in Oslo unless given. */
  dateWindow?: DayWindow;
}

/** Step 3 'Startdato og kontakt' (SPEC §2, §5 Start date and contact). Inputs are disabled while busy. */
export function StartDateStep(props: StartDateStepProps) {
  const { form, busy, onChange, onBlur } = props;
  const window = props.dateWindow ?? startDateWindow();
  return (
    <PurchaseStepLayout
      step="startdato"
      view={props}
      back={{ label: 'TILBAKE', onClick: props.onBack }}
      submitLabel={props.loggedIn ? START_DATE_TEXT.next : START_DATE_TEXT.signAndOrder}
    >
      <DatePicker
        {...fieldBinding(props, 'startDate')}
        label={START_DATE_TEXT.startQuestion}
        hint={`Velg en dato fra og med i dag og inntil ${START_DATE_MAX_DAYS} dager frem i tid.`}
        value={startDateDay(form.startDate)}
        window={window}
        onSelect={(day) => onChange('startDate', startDateFromDay(day))}
        onBlur={() => onBlur('startDate')}
      />
      <p className={formCss.hintBox}>{START_DATE_TEXT.checkContact}</p>
      <PhoneFields
        legend={START_DATE_TEXT.phoneQuestion}
        disabled={busy}
        code={{
          ...fieldBinding(props, 'countryCode'),
          value: form.countryCode,
          onChange: (value) => onChange('countryCode', value),
          onBlur: () => onBlur('countryCode'),
        }}
        number={{
          ...fieldBinding(props, 'phoneNumber'),
          value: form.phoneNumber,
          onChange: (value) => onChange('phoneNumber', value),
          onBlur: () => onBlur('phoneNumber'),
        }}
      />
      <TextField
        {...fieldBinding(props, 'email')}
        label={START_DATE_TEXT.emailQuestion}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={props.profileEmail ?? undefined}
        value={form.email}
        onChange={(value) => onChange('email', value)}
        onBlur={() => onBlur('email')}
      />
    </PurchaseStepLayout>
  );
}
