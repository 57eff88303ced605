import { CONTACT_PERSON } from '../../../../domain/codes';
import { asksContactPerson, isOrganizationReport } from '../../../../machines/damageReport/selectors';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { PhoneField, TextField, useChange } from '../fields';
import { errorId, fieldId, StepLayout, useFieldError, useFlowSelector } from '../flowContext';
import * as css from '../../../components/form/form.css';
import { damageReportQuestions } from '../../../../domain/damageReportQuestions';

const ASKS = damageReportQuestions.kontakt;

/** Contact person: myself by default; the customer can name another person instead (SPEC §3). */
function ContactPersonChoice() {
  const change = useChange();
  return (
    <CheckboxField
      id={fieldId('whoIsContactPerson')}
      errorId={errorId('whoIsContactPerson')}
      legend="Kontaktperson"
      hint="Vi kontakter deg om skaden. Skal vi heller kontakte en annen person, krysser du av her."
      label={ASKS.whoIsContactPerson}
      error={useFieldError('whoIsContactPerson')}
      checked={useFlowSelector(asksContactPerson)}
      onChange={(checked) => change('whoIsContactPerson', checked ? CONTACT_PERSON.other : CONTACT_PERSON.myself)}
    />
  );
}

export function KontaktStep() {
  const organization = useFlowSelector(isOrganizationReport);
  const contactPerson = useFlowSelector(asksContactPerson);
  return (
    <StepLayout step="kontakt">
      <PhoneField legend={ASKS.phoneNumber} group={{ code: 'countryCode', number: 'phoneNumber' }} />
      <TextField field="email" label={ASKS.email} type="email" autoComplete="email" inputMode="email" />
      {organization ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Styrets kontaktinformasjon (valgfritt)</legend>
          <PhoneField legend={ASKS.phoneNumberComp} group={{ code: 'countryCodeComp', number: 'phoneNumberComp' }} />
          <TextField field="emailComp" label={ASKS.emailComp} type="email" inputMode="email" autoComplete="off" />
        </fieldset>
      ) : null}
      <ContactPersonChoice />
      {contactPerson ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Den andre kontaktpersonen</legend>
          <TextField field="caseContactFullname" label={ASKS.caseContactFullname} autoComplete="off" maxLength={200} />
          <PhoneField legend={ASKS.phoneNumberCaseContact} group={{ code: 'countryCodeCaseContact', number: 'phoneNumberCaseContact' }} />
          <TextField field="caseContactEmail" label={ASKS.caseContactEmail} type="email" inputMode="email" autoComplete="off" />
        </fieldset>
      ) : null}
    </StepLayout>
  );
}
