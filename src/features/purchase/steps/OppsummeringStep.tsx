import { formatDay } from '../../../../domain/purchaseDates';
import { purchaseAddressText } from '../../../../domain/purchaseForm';
import { offerLabelOfCode, priceSummaryText } from '../../../../domain/purchaseOffers';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '../../../../domain/schemas/purchase';
import { SummaryRow as Row, SummarySection } from '../../../components/flow/Summary';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { RadioGroup } from '../../../components/form/RadioGroup';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { firstWords } from '../format';
import { phoneText } from '../../../../domain/schemas/contact';
import { orderProgressOf, type OrderProgress } from '../../../../machines/purchase/orderProgress';
import type { PurchaseNotice } from '../../../../machines/purchase/types';
import { purchaseFieldId, StepLayout, useBusy, useFieldBindings, usePurchaseActor, usePurchaseForm, usePurchaseSelector } from '../flowContext';
import { WITHDRAWAL_TEXT } from '../texts';
import * as css from '../purchase.css';
import { purchaseQuestions } from '../../../../domain/purchaseQuestions';
import { PURCHASE_NOTICES } from '../../../../domain/purchaseNotices';

const ASKS = purchaseQuestions.oppsummering;

/** The order's progress (SPEC §4), in a status region. */
export const ORDER_STATUS_TEXT: Record<Exclude<OrderProgress, null>, string> = {
  ordering: 'Bestiller forsikring...',
  ordered: 'Forsikringen ble bestilt, videresender …',
};

/**
 * Why BESTILL FORSIKRING placed no order (the machine's notice; the texts: domain/purchaseNotices.ts): an alert that takes focus. A 409 (`orderConflict`)
 * shows the server's own words (domain/conflictMessages.ts), which the machine keeps.
 */
export const ORDER_NOTICE_TEXT: Record<Exclude<PurchaseNotice, 'orderConflict'>, string> = PURCHASE_NOTICES;

export const SUMMARY_TEXT = {
  noDamage: 'Nei, jeg kjenner ikke til skade',
  damage: 'Ja, jeg har oppdaget skade',
  order: 'BESTILL FORSIKRING',
} as const;

/** Step 4 'Oppsummering': what was chosen, the damage question, the consents, the right of withdrawal, the order (NESTE is BESTILL FORSIKRING). */
export function OppsummeringStep() {
  const actor = usePurchaseActor();
  const form = usePurchaseForm();
  // Ordering and ordered are busy states: the fields and buttons are disabled.
  const working = useBusy();
  const bind = useFieldBindings();
  const orderProgress = usePurchaseSelector(orderProgressOf);
  const conflictMessage = usePurchaseSelector((s) => s.context.conflictMessage);
  const damage = form.confirmNoDamage === false;
  const counterId = `${purchaseFieldId('damageDescription')}-teller`;
  return (
    <StepLayout
      step="oppsummering"
      nextLabel={SUMMARY_TEXT.order}
      notices={{ ...ORDER_NOTICE_TEXT, orderConflict: conflictMessage ?? ORDER_NOTICE_TEXT.orderRejected }}
      intro={<p className={formCss.hint}>Se over at alt stemmer før du bestiller.</p>}
    >
      <SummarySection title="Dette har du valgt" headingId="kjop-oppsummering-valg">
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
      </SummarySection>
      <RadioGroup
        {...bind('confirmNoDamage')}
        disabled={working}
        name="confirmNoDamage"
        legend={ASKS.confirmNoDamage}
        options={[
          { value: true, label: SUMMARY_TEXT.noDamage },
          { value: false, label: SUMMARY_TEXT.damage },
        ]}
        value={form.confirmNoDamage}
        onChange={(value) => actor.send({ type: 'user.change', field: 'confirmNoDamage', value })}
      />
      {damage ? (
        <TextField
          {...bind('damageDescription')}
          disabled={working}
          multiline
          label={ASKS.damageDescription}
          hint={`Fortell kort hva du har sett og hvor. Minst ${DESCRIPTION_MIN_LENGTH} og maks ${DESCRIPTION_MAX_LENGTH} tegn.`}
          value={form.damageDescription}
          onChange={(value) => actor.send({ type: 'user.change', field: 'damageDescription', value })}
          onBlur={() => actor.send({ type: 'user.blur', field: 'damageDescription' })}
          afterId={counterId}
          after={
            <p id={counterId} className={formCss.counter}>
              {form.damageDescription.length} av {DESCRIPTION_MAX_LENGTH} tegn
            </p>
          }
        />
      ) : null}
      <CheckboxField
        {...bind('consentFurtherInformation')}
        disabled={working}
        label={ASKS.consentFurtherInformation}
        checked={form.consentFurtherInformation}
        onChange={(checked) => actor.send({ type: 'user.change', field: 'consentFurtherInformation', value: checked })}
      />
      <CheckboxField
        {...bind('consentMarketing')}
        disabled={working}
        label={ASKS.consentMarketing}
        hint="Du kan endre dette når som helst under Min profil."
        checked={form.consentMarketing}
        onChange={(checked) => actor.send({ type: 'user.change', field: 'consentMarketing', value: checked })}
      />
      <p className={css.withdrawal}>{WITHDRAWAL_TEXT}</p>
      <p role="status" className={css.status}>
        {orderProgress ? ORDER_STATUS_TEXT[orderProgress] : ''}
      </p>
    </StepLayout>
  );
}
