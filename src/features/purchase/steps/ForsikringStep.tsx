import { monthlyPriceOf, monthlyPriceText, offerLabel } from '../../../../domain/purchaseOffers';
import { purchaseAddressText } from '../../../../domain/purchaseForm';
import type { Product } from '../../../../domain/types';
import { termsAndConditionsUrl } from '../../../api/downloadTermsAndConditions';
import { ChoiceFieldset, describedBy } from '../../../components/form/fieldParts';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { noticeBox, notice } from '../../../styles/ui.css';
import { purchaseErrorId, purchaseFieldId, StepLayout, useBusy, usePurchaseActor, usePurchaseForm, usePurchaseSelector } from '../flowContext';
import * as css from '../purchase.css';
import { purchaseQuestions } from '../../../../domain/purchaseQuestions';

export const PRODUCTS_FAILED_MESSAGE = 'Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.';

function CheckIcon() {
  return (
    <svg className={css.check} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Offer({ product, index }: { product: Product; index: number }) {
  const actor = usePurchaseActor();
  const chosen = usePurchaseSelector((s) => s.context.form.productCode === product.productCode);
  const invalid = usePurchaseSelector((s) => Boolean(s.context.errors.productCode));
  const busy = useBusy();
  const id = index === 0 ? purchaseFieldId('productCode') : `${purchaseFieldId('productCode')}-${index}`;
  const label = offerLabel(product);
  const priceId = `${id}-pris`;
  const highlightsId = `${id}-inkludert`;
  return (
    <li className={css.offer}>
      <label htmlFor={id} className={css.offerChoice}>
        <input
          id={id}
          type="radio"
          name="productCode"
          className={formCss.optionInput}
          checked={chosen}
          disabled={busy}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(priceId, highlightsId)}
          onChange={() => actor.send({ type: 'user.selectProduct', productCode: product.productCode })}
        />
        <span>{label}</span>
      </label>
      <p id={priceId} className={css.offerPrice}>
        {monthlyPriceText(monthlyPriceOf(product.price))}
      </p>
      {product.termsAndServicesHighlights.length ? (
        <ul id={highlightsId} className={css.highlights} aria-label={`Inkludert i ${label}`}>
          {product.termsAndServicesHighlights.map((h) => (
            <li key={h} className={css.highlight}>
              <CheckIcon />
              <span>{h}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <a className={css.termsLink} href={termsAndConditionsUrl(product.productId)} download>
        Last ned vilkår for {label} (PDF)
      </a>
    </li>
  );
}

/** Step 2 'Velg forsikring': the address being insured, the offers with what is included, price and terms. */
export function ForsikringStep() {
  const form = usePurchaseForm();
  // The offers (GET /api/getProducts): still loading while the wizard loads; null when they could not be fetched.
  const products = usePurchaseSelector((s) => (s.hasTag('loading') ? undefined : s.context.products));
  const error = usePurchaseSelector((s) => s.context.errors.productCode);
  const addressId = `${purchaseFieldId('buildingAddress')}-valgt`;
  return (
    <StepLayout step="forsikring">
      <TextField
        id={addressId}
        errorId={`${addressId}-feil`}
        label="Adressen som skal forsikres"
        value={purchaseAddressText(form)}
        onChange={() => {}}
        disabled
      />
      {products === null ? (
        <p role="alert" className={`${noticeBox} ${notice.error}`}>
          {PRODUCTS_FAILED_MESSAGE}
        </p>
      ) : products === undefined ? (
        <p role="status">Laster forsikringer...</p>
      ) : (
        // The shared group frame around the offers, each a radio with its price, what is included and its terms.
        <ChoiceFieldset legend={purchaseQuestions.forsikring.productCode} hintId={undefined} error={error} errorId={purchaseErrorId('productCode')}>
          <ul className={css.offers} role="list">
            {products.map((product, index) => (
              <Offer key={product.productId} product={product} index={index} />
            ))}
          </ul>
        </ChoiceFieldset>
      )}
    </StepLayout>
  );
}
