import { asksContactPerson, asksOtherRole, asksPolicyholder, isOrganizationReport } from '../../../../machines/damageReport/selectors';
import { phoneText } from '../../../../domain/schemas/contact';
import { formatDamageDate } from '../../../../domain/schemas/dates';
import type { CaseForm, CodeName } from '../../../../domain/types';
import { SummaryRow as Row, SummarySection as Section } from '../../../components/flow/Summary';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { useChange } from '../fields';
import { errorId, fieldId, StepLayout, useFieldError, useFlowSelector, useForm } from '../flowContext';
import { NOTICE_TEXTS } from '../noticeTexts';
import { useFlowMetadata } from '../useFlowMetadata';
import * as css from '../../../components/form/form.css';
import { damageReportQuestions } from '../../../../domain/damageReportQuestions';

const nameOf = (list: readonly CodeName[], value: unknown) => list.find((c) => String(c.value) === String(value))?.name;
const namesOf = (list: readonly CodeName[], values: readonly number[] | null | undefined) =>
  (values ?? []).map((v) => nameOf(list, v) ?? String(v)).join(', ');

function ConfirmField() {
  const form = useForm();
  const change = useChange();
  return (
    <CheckboxField
      id={fieldId('informationConfirmed')}
      errorId={errorId('informationConfirmed')}
      label={damageReportQuestions.oppsummering.informationConfirmed}
      error={useFieldError('informationConfirmed')}
      checked={form.informationConfirmed === true}
      onChange={(checked) => change('informationConfirmed', checked)}
    />
  );
}

function Summary({ form }: { form: CaseForm }) {
  const metadata = useFlowMetadata();
  const attachments = useFlowSelector((s) => s.context.attachments.filter((a) => a.status === 'finished'));
  const organization = useFlowSelector(isOrganizationReport);
  const otherRole = useFlowSelector(asksOtherRole);
  const policyholder = useFlowSelector(asksPolicyholder);
  const contactPerson = useFlowSelector(asksContactPerson);
  const roleList = organization ? metadata.dmgWhoIsReportingTheDamageComp : metadata.dmgWhoIsReportingTheDamageCode;
  const role = organization ? form.whoIsReportingTheDamageComp : form.whoIsReportingTheDamage;
  const typeList = organization ? metadata.insuranceTypeCodeComp : metadata.insuranceTypeCodePrivate;
  const types = organization ? form.insuranceTypeComp : form.insuranceTypePrivate;
  return (
    <>
      <Section title="Om deg som melder">
        <Row term="MELDER SOM">{organization ? 'Borettslag, sameie eller bedrift' : 'Privatperson'}</Row>
        <Row term="ROLLE">{nameOf(roleList, role)}</Row>
        {otherRole ? <Row term="DIN ROLLE">{form.otherRole}</Row> : null}
        {organization ? (
          <Row term="ORGANISASJONENS NAVN">
            {form.organizationName}
            {form.organizationNumber ? ` (org.nr. ${form.organizationNumber})` : ''}
          </Row>
        ) : null}
        {policyholder ? (
          <>
            <Row term="FORSIKRINGSTAKER">{form.policyHolderFullName}</Row>
            <Row term="FØDSELSNUMMER">{form.policyHolderSocialSecurityNumber}</Row>
            <Row term="MOBIL">{phoneText(form.countryCodePolicyHolder, form.phoneNumberPolicyHolder)}</Row>
          </>
        ) : null}
      </Section>
      <Section title="Skadested">
        <Row term="STED">{form.damageLocation || [form.buildingAddress, [form.buildingZip, form.buildingCity].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Row>
      </Section>
      <Section title="Forsikring">
        <Row term="SELSKAP">{nameOf(metadata.insuranceAgent, form.insuranceAgent)}</Row>
        <Row term="TYPE">{namesOf(typeList, types)}</Row>
      </Section>
      <Section title="Skade">
        <Row term="DATO">{formatDamageDate(form.damageDate)}</Row>
        <Row term="TYPE">{metadata.damageType.find((d) => d.value === form.damageType)?.name ?? 'Skade ikke oppgitt'}</Row>
        <Row term="ANNEN SKADETYPE">{form.otherDamageType}</Row>
        <Row term="VEDLEGG">
          {attachments.length ? `${attachments.length} stk: ${attachments.map((a) => a.filename).join(', ')}` : 'Ingen'}
        </Row>
        <Row term="BESKRIVELSE">{form.descriptionOfDamage || 'Ingen'}</Row>
      </Section>
      <Section title="Kontaktinformasjon">
        <Row term="MOBIL">{phoneText(form.countryCode, form.phoneNumber)}</Row>
        <Row term="E-POST">{form.email}</Row>
        {organization ? (
          <>
            <Row term="MOBIL TIL STYRET">{phoneText(form.countryCodeComp, form.phoneNumberComp)}</Row>
            <Row term="E-POST TIL STYRET">{form.emailComp}</Row>
          </>
        ) : null}
        <Row term="KONTAKTPERSON">{contactPerson ? form.caseContactFullname : 'Meg selv'}</Row>
        {contactPerson ? (
          <>
            <Row term="MOBIL TIL KONTAKTPERSON">{phoneText(form.countryCodeCaseContact, form.phoneNumberCaseContact)}</Row>
            <Row term="E-POST TIL KONTAKTPERSON">{form.caseContactEmail}</Row>
          </>
        ) : null}
      </Section>
    </>
  );
}

export function OppsummeringStep() {
  const form = useForm();
  const submitting = useFlowSelector((s) => s.hasTag('busy'));
  return (
    <StepLayout
      step="oppsummering"
      intro={<p className={css.hint}>Se over at alt stemmer før du sender inn skademeldingen.</p>}
      nextLabel="SEND INN"
      notices={NOTICE_TEXTS}
    >
      <Summary form={form} />
      <ConfirmField />
      <p role="status">{submitting ? 'Sender inn skademelding...' : ''}</p>
    </StepLayout>
  );
}
