import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { formatDay } from '../../../../domain/purchaseDates';
import { purchaseAddressText } from '../../../../domain/purchaseForm';
import { offerLabelOfCode, priceSummaryText } from '../../../../domain/purchaseOffers';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '../../../../domain/schemas/purchase';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { RadioGroup } from '../../../components/form/RadioGroup';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { firstWords, phoneText } from '../format';
import { PurchaseStepLayout } from '../PurchaseStepLayout';
import { WITHDRAWAL_TEXT } from '../texts';
import { fieldBinding, purchaseFieldId, type PurchaseStepViewProps } from '../viewProps';
import * as css from '../purchase.css';

export type OrderStatus = 'idle' | 'ordering' | 'ordered' | 'failed';

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  idle: '',
  ordering: 'Bestiller forsikring...',
  ordered: 'Forsikringen ble bestilt, videresender …',
  failed: 'Noe gikk galt under bestilling av forsikring. Vennligst prøv igjen senere.',
};

export const SUMMARY_TEXT = {
  damageQuestion: 'Kjenner du til skade fra råte, sopp eller skadedyr i boligen?',
  noDamage: 'Nei, jeg kjenner ikke til skade',
  damage: 'Ja, jeg har oppdaget skade',
  descriptionLabel: 'Beskriv skaden du har oppdaget',
  digitalConsent: `Jeg samtykker til at ${PRODUCT_NAME} kan kontakte meg digitalt, på e-post og SMS, om forsikringen.`,
  marketingReservation: `Jeg reserverer meg mot markedsføring fra ${PRODUCT_NAME} på e-post og SMS.`,
  order: 'BESTILL FORSIKRING',
} as const;

export interface SummaryStepProps extends PurchaseStepViewProps {
  /** The order's progress; its text is shown in a status region. `onNext` is BESTILL FORSIKRING. */
  orderStatus: OrderStatus;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={formCss.summaryTerm}>{term}</dt>
      <dd className={formCss.summaryValue}>{children}</dd>
    </>
  );
}

/** Step 4 'Oppsummering': what was chosen, the damage question, the consents, the right of withdrawal, the order. */
export function SummaryStep(props: SummaryStepProps) {
  const { form, busy, onChange, onBlur, orderStatus } = props;
  const working = busy || orderStatus === 'ordering' || orderStatus === 'ordered';
  const damage = form.confirmNoDamage === false;
  const counterId = `${purchaseFieldId('damageDescription')}-teller`;
  return (
    <PurchaseStepLayout
      step="oppsummering"
      view={props}
      busy={working}
      back={{ label: 'TILBAKE', onClick: props.onBack }}
      submitLabel={SUMMARY_TEXT.order}
      intro={<p className={formCss.hint}>Se over at alt stemmer før du bestiller.</p>}
    >
      <section className={formCss.summarySection} aria-labelledby="kjop-oppsummering-valg">
        <h2 id="kjop-oppsummering-valg" className={formCss.summaryHeading}>
          Dette har du valgt
        </h2>
        <dl className={formCss.summaryList}>
          <Row term="ADRESSE">{purchaseAddressText(form)}</Row>
          <Row term="FORSIKRING">{offerLabelOfCode(form.productCode)}</Row>
          <Row term="PRIS">
            {form.price !== null && form.monthlyPrice !== null ? (
              <span className={css.summaryPrice}>{priceSummaryText(form.monthlyPrice, form.price)}</span>
            ) : null}
          </Row>
          <Row term="STARTDATO">{formatDay(form.startDate)}</Row>
          <Row term="TELEFON">{phoneText(form.countryCode, form.phoneNumber)}</Row>
          <Row term="E-POST">{form.email.trim()}</Row>
          {damage ? <Row term="SKADE">{firstWords(form.damageDescription, 5)}</Row> : null}
        </dl>
      </section>
      <RadioGroup
        {...fieldBinding(props, 'confirmNoDamage')}
        disabled={working}
        name="confirmNoDamage"
        legend={SUMMARY_TEXT.damageQuestion}
        options={[
          { value: true, label: SUMMARY_TEXT.noDamage },
          { value: false, label: SUMMARY_TEXT.damage },
        ]}
        value={form.confirmNoDamage}
        onChange={(value) => onChange('confirmNoDamage', value)}
      />
      {damage ? (
        <TextField
          {...fieldBinding(props, 'damageDescription')}
          disabled={working}
          multiline
          label={SUMMARY_TEXT.descriptionLabel}
          hint={`Fortell kort hva du har sett og hvor. Minst ${DESCRIPTION_MIN_LENGTH} og maks ${DESCRIPTION_MAX_LENGTH} tegn.`}
          value={form.damageDescription}
          onChange={(value) => onChange('damageDescription', value)}
          onBlur={() => onBlur('damageDescription')}
          afterId={counterId}
          after={
            <p id={counterId} className={formCss.counter}>
              {form.damageDescription.length} av {DESCRIPTION_MAX_LENGTH} tegn
            </p>
          }
        />
      ) : null}
      <CheckboxField
        {...fieldBinding(props, 'consentFurtherInformation')}
        disabled={working}
        label={SUMMARY_TEXT.digitalConsent}
        checked={form.consentFurtherInformation}
        onChange={(checked) => onChange('consentFurtherInformation', checked)}
      />
      <CheckboxField
        {...fieldBinding(props, 'consentMarketing')}
        disabled={working}
        label={SUMMARY_TEXT.marketingReservation}
        hint="Du kan endre dette når som helst under Min profil."
        checked={form.consentMarketing}
        onChange={(checked) => onChange('consentMarketing', checked)}
      />
      <p className={css.withdrawal}>{WITHDRAWAL_TEXT}</p>
      <p role="status" className={`${css.status} ${orderStatus === 'failed' ? css.statusError : ''}`}>
        {ORDER_STATUS_TEXT[orderStatus]}
      </p>
    </PurchaseStepLayout>
  );
}
