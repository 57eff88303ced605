import { COVER_END_TEXTS } from '../../../../domain/cancellation';
import { formatAmount, formatLongDate } from '../../../../domain/insuranceFormat';
import { cancellationSummary } from '../../../../machines/cancellation/selectors';
import { SummaryRow as Row, SummarySection } from '../../../components/flow/Summary';
import * as formCss from '../../../components/form/form.css';
import { StepLayout, useCancellationSelector } from '../flowContext';
import { CANCELLATION_TEXTS, NOTICE_TEXTS } from '../texts';

/** Step 3 «Oppsummering»: the insurance, the reason, the last day with cover and the refund; SI OPP FORSIKRING cancels. */
export function OppsummeringStep() {
  const summary = useCancellationSelector(cancellationSummary);
  const cancelling = useCancellationSelector((s) => s.hasTag('busy'));
  const conflictMessage = useCancellationSelector((s) => s.context.conflictMessage);
  return (
    <StepLayout
      step="oppsummering"
      nextLabel={CANCELLATION_TEXTS.submit}
      notices={{ ...NOTICE_TEXTS, conflict: conflictMessage ?? NOTICE_TEXTS.refused }}
      intro={<p className={formCss.hint}>Se over at alt stemmer før du sier opp forsikringen.</p>}
    >
      <SummarySection title="Dette sier du opp" headingId="oppsigelse-oppsummering-valg">
        <Row term="FORSIKRING">{summary.insurance}</Row>
        <Row term="ADRESSE">{summary.address}</Row>
        <Row term="ÅRSAK">{summary.reason}</Row>
        <Row term={COVER_END_TEXTS.lastDayLabel.toUpperCase()}>{formatLongDate(summary.endDate)}</Row>
        <Row term="PREMIE TILBAKE">{`${formatAmount(summary.refund)} kr`}</Row>
      </SummarySection>
      <p className={formCss.hint}>Du kan angre oppsigelsen på siden til forsikringen til og med siste dag med dekning.</p>
      <p role="status">{cancelling ? 'Sier opp forsikringen...' : ''}</p>
    </StepLayout>
  );
}
