import { START_DATE_MAX_DAYS, startDateDay, startDateFromDay, startDateWindow } from '../../../../domain/purchaseDates';
import { PhoneFields } from '../../../components/form/PhoneFields';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { DatePicker } from '../../../components/form/DatePicker';
import { StepLayout, useBusy, useFieldBindings, usePurchaseActor, usePurchaseForm, usePurchaseSelector } from '../flowContext';
import { purchaseQuestions } from '../../../../domain/purchaseQuestions';

const ASKS = purchaseQuestions.startdato;

export const START_DATE_TEXT = {
  checkContact: 'Sjekk at telefonnummeret og e-postadressen stemmer. Vi bruker dem til å sende deg forsikringsbeviset og kontakte deg om forsikringen.',
  next: 'NESTE',
  signAndOrder: 'SIGNER OG BESTILL FORSIKRING',
} as const;

/**
 * Step 3 'Startdato og kontakt' (SPEC §2, §5 Start date and contact). Logged in: NESTE; anonymous: SIGNER OG
 * BESTILL FORSIKRING (the machine sends them to sign in). The e-mail of the customer's profile is the e-mail
 * field's placeholder; the choosable days are today … today + 183 in Oslo. Inputs are disabled while busy.
 */
export function StartdatoStep() {
  const actor = usePurchaseActor();
  const form = usePurchaseForm();
  const busy = useBusy();
  const bind = useFieldBindings();
  const user = usePurchaseSelector((s) => s.context.user);
  const window = startDateWindow();
  return (
    <StepLayout step="startdato" nextLabel={user !== null ? START_DATE_TEXT.next : START_DATE_TEXT.signAndOrder}>
      <DatePicker
        {...bind('startDate')}
        label={ASKS.startDate}
        hint={`Velg en dato fra og med i dag og inntil ${START_DATE_MAX_DAYS} dager frem i tid.`}
        value={startDateDay(form.startDate)}
        window={window}
        onSelect={(day) => actor.send({ type: 'user.change', field: 'startDate', value: startDateFromDay(day) })}
        onBlur={() => actor.send({ type: 'user.blur', field: 'startDate' })}
      />
      <p className={formCss.hintBox}>{START_DATE_TEXT.checkContact}</p>
      <PhoneFields
        legend={ASKS.phoneNumber}
        disabled={busy}
        code={{
          ...bind('countryCode'),
          value: form.countryCode,
          onChange: (value) => actor.send({ type: 'user.change', field: 'countryCode', value }),
          onBlur: () => actor.send({ type: 'user.blur', field: 'countryCode' }),
        }}
        number={{
          ...bind('phoneNumber'),
          value: form.phoneNumber,
          onChange: (value) => actor.send({ type: 'user.change', field: 'phoneNumber', value }),
          onBlur: () => actor.send({ type: 'user.blur', field: 'phoneNumber' }),
        }}
      />
      <TextField
        {...bind('email')}
        label={ASKS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={user?.email ?? undefined}
        value={form.email}
        onChange={(value) => actor.send({ type: 'user.change', field: 'email', value })}
        onBlur={() => actor.send({ type: 'user.blur', field: 'email' })}
      />
    </StepLayout>
  );
}
