import { formatLongDate } from '../../../../domain/insuranceFormat';
import { movingSummary } from '../../../../machines/moving/selectors';
import { SummaryRow as Row, SummarySection } from '../../../components/flow/Summary';
import * as formCss from '../../../components/form/form.css';
import { StepLayout, useMovingSelector } from '../flowContext';
import { MOVING_TEXTS, NOTICE_TEXTS } from '../texts';

/** Step 3 «Oppsummering»: the insurance, the address left, the new one and the moving date; MELD FLYTTING reports it. */
export function OppsummeringStep() {
  const summary = useMovingSelector(movingSummary);
  const reporting = useMovingSelector((s) => s.hasTag('busy'));
  const rejectionMessage = useMovingSelector((s) => s.context.rejectionMessage);
  return (
    <StepLayout
      step="oppsummering"
      nextLabel={MOVING_TEXTS.submit}
      notices={{ ...NOTICE_TEXTS, rejected: rejectionMessage ?? NOTICE_TEXTS.rejected }}
      intro={<p className={formCss.hint}>{MOVING_TEXTS.summaryIntro}</p>}
    >
      <SummarySection title="Dette melder du" headingId="flytting-oppsummering-valg">
        <Row term="FORSIKRING">{summary.insurance}</Row>
        <Row term="FLYTTER FRA">{summary.fromAddress}</Row>
        <Row term="NY ADRESSE">{summary.toAddress}</Row>
        <Row term="FLYTTEDATO">{formatLongDate(summary.movingDate)}</Row>
      </SummarySection>
      <p className={formCss.hint}>{summary.coversFrom}</p>
      <p role="status">{reporting ? MOVING_TEXTS.submitting : ''}</p>
    </StepLayout>
  );
}
