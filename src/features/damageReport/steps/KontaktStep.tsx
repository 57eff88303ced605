import { CONTACT_PERSON } from '../../../../domain/codes';
import { asksContactPerson, isOrganizationReport } from '../../../../machines/damageReport/selectors';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { PhoneField, TextField, useChange } from '../fields';
import { errorId, fieldId, StepLayout, useFieldError, useFlowSelector } from '../flowContext';
import * as css from '../../../components/form/form.css';

/** Contact person: myself by default; the customer can name another person instead (SPEC §3). */
function ContactPersonChoice() {
  const change = useChange();
  return (
    <CheckboxField
      id={fieldId('whoIsContactPerson')}
      errorId={errorId('whoIsContactPerson')}
      legend="Kontaktperson"
      hint="Vi kontakter deg om skaden. Skal vi heller kontakte en annen person, krysser du av her."
      label="En annen person skal være kontaktperson"
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
      <PhoneField legend="Mobilnummeret ditt" group={{ code: 'countryCode', number: 'phoneNumber' }} />
      <TextField field="email" label="E-postadressen din" type="email" autoComplete="email" inputMode="email" />
      {organization ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Styrets kontaktinformasjon (valgfritt)</legend>
          <PhoneField legend="Mobilnummer til styret" group={{ code: 'countryCodeComp', number: 'phoneNumberComp' }} />
          <TextField field="emailComp" label="E-post til styret" type="email" inputMode="email" autoComplete="off" />
        </fieldset>
      ) : null}
      <ContactPersonChoice />
      {contactPerson ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Den andre kontaktpersonen</legend>
          <TextField field="caseContactFullname" label="Fullt navn" autoComplete="off" maxLength={200} />
          <PhoneField legend="Mobilnummer" group={{ code: 'countryCodeCaseContact', number: 'phoneNumberCaseContact' }} />
          <TextField field="caseContactEmail" label="E-post" type="email" inputMode="email" autoComplete="off" />
        </fieldset>
      ) : null}
    </StepLayout>
  );
}
