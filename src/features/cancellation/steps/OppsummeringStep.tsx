import type { ReactNode } from 'react';
import { cancellationReasonLabel, COVER_END_TEXTS, refundFor } from '../../../../domain/cancellation';
import { formatAmount, formatLongDate } from '../../../../domain/insuranceFormat';
import * as formCss from '../../../components/form/form.css';
import { StepLayout, useAgreement, useCancellationSelector } from '../flowContext';
import { CANCELLATION_TEXTS, NOTICE_TEXTS } from '../texts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={formCss.summaryTerm}>{term}</dt>
      <dd className={formCss.summaryValue}>{children}</dd>
    </>
  );
}

/** Step 3 «Oppsummering»: the insurance, the reason, the last day with cover and the refund; SI OPP FORSIKRING cancels. */
export function OppsummeringStep() {
  const agreement = useAgreement();
  const { reason, endDate } = useCancellationSelector((s) => s.context.form);
  const cancelling = useCancellationSelector((s) => s.hasTag('busy'));
  const refund = refundFor({ price: agreement.price, endDate, renewalDate: agreement.renewalDate });
  return (
    <StepLayout
      step="oppsummering"
      nextLabel={CANCELLATION_TEXTS.submit}
      notices={NOTICE_TEXTS}
      intro={<p className={formCss.hint}>Se over at alt stemmer før du sier opp forsikringen.</p>}
    >
      <section className={formCss.summarySection} aria-labelledby="oppsigelse-oppsummering-valg">
        <h2 id="oppsigelse-oppsummering-valg" className={formCss.summaryHeading}>
          Dette sier du opp
        </h2>
        <dl className={formCss.summaryList}>
          <Row term="FORSIKRING">{`${agreement.productName} (${agreement.agreementNumber})`}</Row>
          <Row term="ADRESSE">{`${agreement.buildingAddress}, ${agreement.buildingZip} ${agreement.buildingCity}`}</Row>
          <Row term="ÅRSAK">{reason ? cancellationReasonLabel(reason) : ''}</Row>
          <Row term={COVER_END_TEXTS.lastDayLabel.toUpperCase()}>{formatLongDate(endDate)}</Row>
          <Row term="PREMIE TILBAKE">{`${formatAmount(refund)} kr`}</Row>
        </dl>
      </section>
      <p className={formCss.hint}>Du kan angre oppsigelsen på siden til forsikringen til og med siste dag med dekning.</p>
      <p role="status">{cancelling ? 'Sier opp forsikringen...' : ''}</p>
    </StepLayout>
  );
}
