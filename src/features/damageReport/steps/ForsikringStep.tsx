import { isOrganizationReport } from '../../../../machines/damageReport/selectors';
import { CheckboxGroup, SelectField, useChange } from '../fields';
import { StepLayout, useFlowSelector, useForm } from '../flowContext';
import { useFlowMetadata } from '../useFlowMetadata';
import { damageReportQuestions } from '../../../../domain/damageReportQuestions';

const ASKS = damageReportQuestions.forsikring;

export function ForsikringStep() {
  const form = useForm();
  const metadata = useFlowMetadata();
  const change = useChange();
  const privateReporter = !useFlowSelector(isOrganizationReport);
  return (
    <StepLayout step="forsikring">
      <SelectField
        field="insuranceAgent"
        label={ASKS.insuranceAgent}
        placeholder="Velg forsikringsselskap"
        options={metadata.insuranceAgent.map((a) => ({ value: String(a.value), name: a.name }))}
      />
      {privateReporter ? (
        <CheckboxGroup
          field="insuranceTypePrivate"
          legend={ASKS.insuranceTypePrivate}
          hint="Kryss av for alle som gjelder. Er bygningen forsikret gjennom borettslaget eller sameiet, melder du skaden for boligselskapet."
          options={metadata.insuranceTypeCodePrivate.map((c) => ({ value: Number(c.value), label: c.name }))}
          value={form.insuranceTypePrivate ?? []}
          onChange={(value) => change('insuranceTypePrivate', value)}
        />
      ) : (
        <CheckboxGroup
          field="insuranceTypeComp"
          legend={ASKS.insuranceTypeComp}
          hint="Kryss av for alle som gjelder."
          options={metadata.insuranceTypeCodeComp.map((c) => ({ value: Number(c.value), label: c.name }))}
          value={form.insuranceTypeComp ?? []}
          onChange={(value) => change('insuranceTypeComp', value)}
        />
      )}
    </StepLayout>
  );
}
