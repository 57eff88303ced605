import { HOUSING_RELATION, PRIVATE_ROLE, REPORTED_BY_TYPE } from '../../../../domain/codes';
import { roleHint } from '../../../../domain/reporterRoles';
import { asksOtherRole, asksPolicyholder, organizationEntryAsked } from '../../../../machines/damageReport/selectors';
import type { OrganizationHit } from '../../../../machines/debouncedSearch.machine';
import { Combobox } from '../Combobox';
import { PhoneField, RadioGroup, TextField, useBlur, useChange } from '../fields';
import { StepLayout, useDamageReportActor, useFlowSelector, useForm, useSearchResults } from '../flowContext';
import { useFlowMetadata } from '../useFlowMetadata';
import * as css from '../../../components/form/form.css';
import { damageReportQuestions } from '../../../../domain/damageReportQuestions';

const ASKS = damageReportQuestions.rolle;

/** The role hint's element: the step's intro, which describes the role group too. */
const ROLE_HINT_ID = 'skade-rolle-hint';

const PRIVATE_ROLE_DETAIL: Partial<Record<number, string>> = {
  [PRIVATE_ROLE.guardian]: 'Trenger fullmakt fra eieren og vergeattest',
  [PRIVATE_ROLE.familyMember]: 'Trenger fullmakt fra eieren',
  [PRIVATE_ROLE.tenant]: 'Trenger fullmakt fra eieren',
  [PRIVATE_ROLE.other]: 'Trenger fullmakt fra eieren',
};
const ORGANIZATION_ROLE_DETAIL: Partial<Record<number, string>> = {
  [HOUSING_RELATION.residentAndOwner]: 'Trenger fullmakt fra styreleder',
  [HOUSING_RELATION.tenant]: 'Trenger fullmakt fra styreleder',
  [HOUSING_RELATION.other]: 'Trenger fullmakt fra skadelidte og styreleder',
};

function OrganizationSearch() {
  const actor = useDamageReportActor();
  const form = useForm();
  const { results, searching } = useSearchResults<OrganizationHit>('organizationSearch');
  const blur = useBlur();
  return (
    <>
      <Combobox
        field="organizationSearch"
        label={ASKS.organizationSearch}
        hint="Søk på navn eller organisasjonsnummer (9 siffer), og velg fra listen."
        value={form.organizationSearch ?? ''}
        options={results.map((hit) => ({
          key: hit.organizationNumber,
          label: `${hit.name} (org.nr. ${hit.organizationNumber})`,
        }))}
        searching={searching}
        onType={(query) => actor.send({ type: 'user.searchOrganization', query })}
        onBlur={() => blur('organizationSearch')}
        onSelect={(index) => {
          const hit = results[index];
          if (hit) actor.send({ type: 'user.selectOrganization', organizationName: hit.name, organizationNumber: hit.organizationNumber });
        }}
      />
      {form.organizationNumber ? (
        <p className={css.hintBox}>
          Valgt: <strong>{form.organizationName}</strong> (org.nr. {form.organizationNumber})
        </p>
      ) : null}
      <button type="button" className={css.linkButton} onClick={() => actor.send({ type: 'user.organizationEntry', mode: 'manual' })}>
        Finner du ikke organisasjonen? Skriv inn navnet selv
      </button>
    </>
  );
}

function OrganizationManual() {
  const actor = useDamageReportActor();
  return (
    <>
      <TextField field="organizationName" label={ASKS.organizationName} autoComplete="organization" maxLength={200} />
      <button type="button" className={css.linkButton} onClick={() => actor.send({ type: 'user.organizationEntry', mode: 'search' })}>
        Søk etter organisasjonen i stedet
      </button>
    </>
  );
}

export function RolleStep() {
  const form = useForm();
  const organizationEntry = useFlowSelector(organizationEntryAsked);
  const otherRole = useFlowSelector(asksOtherRole);
  const policyholder = useFlowSelector(asksPolicyholder);
  const metadata = useFlowMetadata();
  const change = useChange();
  const privateReporter = organizationEntry === null;

  return (
    <StepLayout
      step="rolle"
      intro={
        <p id={ROLE_HINT_ID} className={css.hint}>
          {roleHint(form.reportedByType)}
        </p>
      }
    >
      <RadioGroup
        field="reportedByType"
        legend={ASKS.reportedByType}
        options={[
          { value: REPORTED_BY_TYPE.private, label: 'Privatperson' },
          { value: REPORTED_BY_TYPE.organization, label: 'Borettslag, sameie eller bedrift' },
        ]}
        value={form.reportedByType}
        onChange={(value) => change('reportedByType', value)}
      />

      {privateReporter ? (
        <RadioGroup
          field="whoIsReportingTheDamage"
          legend={ASKS.whoIsReportingTheDamage}
          hintId={ROLE_HINT_ID}
          options={metadata.dmgWhoIsReportingTheDamageCode.map((c) => ({
            value: Number(c.value),
            label: c.name,
            detail: PRIVATE_ROLE_DETAIL[Number(c.value)],
          }))}
          value={form.whoIsReportingTheDamage}
          onChange={(value) => change('whoIsReportingTheDamage', value)}
        />
      ) : (
        <RadioGroup
          field="whoIsReportingTheDamageComp"
          legend={ASKS.whoIsReportingTheDamageComp}
          hintId={ROLE_HINT_ID}
          options={metadata.dmgWhoIsReportingTheDamageComp.map((c) => ({
            value: Number(c.value),
            label: c.name,
            detail: ORGANIZATION_ROLE_DETAIL[Number(c.value)],
          }))}
          value={form.whoIsReportingTheDamageComp}
          onChange={(value) => change('whoIsReportingTheDamageComp', value)}
        />
      )}

      {otherRole ? (
        <TextField
          field="otherRole"
          label={ASKS.otherRole}
          hint="Fortell hvilken rolle du har i forhold til den du melder skaden på vegne av."
          maxLength={200}
        />
      ) : null}

      {policyholder ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Forsikringstaker</legend>
          <p className={css.hint}>Oppgi hvem du melder skaden på vegne av.</p>
          <TextField field="policyHolderFullName" label={ASKS.policyHolderFullName} autoComplete="off" maxLength={200} />
          <TextField
            field="policyHolderSocialSecurityNumber"
            label={ASKS.policyHolderSocialSecurityNumber}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            className={css.shortInputWide}
          />
          <PhoneField legend={ASKS.phoneNumberPolicyHolder} group={{ code: 'countryCodePolicyHolder', number: 'phoneNumberPolicyHolder' }} />
        </fieldset>
      ) : null}

      {organizationEntry === 'manual' ? <OrganizationManual /> : organizationEntry === 'search' ? <OrganizationSearch /> : null}
    </StepLayout>
  );
}
