import { monthlyPriceOf, monthlyPriceText, offerLabel } from '../../../../domain/purchaseOffers';
import { purchaseAddressText } from '../../../../domain/purchaseForm';
import type { Product } from '../../../../domain/types';
import { describedBy, FieldErrorText } from '../../../components/form/fieldParts';
import * as formCss from '../../../components/form/form.css';
import { noticeBox, notice } from '../../../styles/ui.css';
import { PurchaseStepLayout } from '../PurchaseStepLayout';
import { purchaseErrorId, purchaseFieldId, type PurchaseStepViewProps } from '../viewProps';
import * as css from '../purchase.css';

export const PRODUCTS_FAILED_MESSAGE = 'Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.';

/** GET /api/downloadTermsAndConditions/{productId}: the server names the file (SPEC §7). */
export const termsUrl = (productId: string) => `/api/downloadTermsAndConditions/${encodeURIComponent(productId)}`;

export interface InsuranceStepProps extends PurchaseStepViewProps {
  /** The offers (GET /api/getProducts); undefined while loading. */
  products: readonly Product[] | undefined;
  /** Loading the offers failed. */
  productsFailed?: boolean;
  onSelectProduct: (product: Product) => void;
}

function CheckIcon() {
  return (
    <svg className={css.check} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Offer({ product, index, props }: { product: Product; index: number; props: InsuranceStepProps }) {
  const { form, errors, busy } = props;
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
          checked={form.productCode === product.productCode}
          disabled={busy}
          aria-invalid={errors.productCode ? true : undefined}
          aria-describedby={describedBy(priceId, highlightsId)}
          onChange={() => props.onSelectProduct(product)}
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
      <a className={css.termsLink} href={termsUrl(product.productId)} download>
        Last ned vilkår for {label} (PDF)
      </a>
    </li>
  );
}

/** Step 2 'Velg forsikring': the address being insured, the offers with what is included, price and terms. */
export function InsuranceStep(props: InsuranceStepProps) {
  const { form, products, productsFailed } = props;
  const addressId = `${purchaseFieldId('buildingAddress')}-valgt`;
  return (
    <PurchaseStepLayout
      step="forsikring"
      view={props}
      back={{ label: 'TILBAKE', onClick: props.onBack }}
      submitLabel="NESTE"
    >
      <div className={formCss.field}>
        <label htmlFor={addressId} className={formCss.label}>
          Adressen som skal forsikres
        </label>
        <input id={addressId} type="text" className={formCss.input} value={purchaseAddressText(form)} disabled />
      </div>
      {productsFailed ? (
        <p role="alert" className={`${noticeBox} ${notice.error}`}>
          {PRODUCTS_FAILED_MESSAGE}
        </p>
      ) : products === undefined ? (
        <p role="status">Laster forsikringer...</p>
      ) : (
        <fieldset className={formCss.fieldset} aria-describedby={purchaseErrorId('productCode')}>
          <legend className={formCss.legend}>Hvilken forsikring vil du ha?</legend>
          <ul className={css.offers} role="list">
            {products.map((product, index) => (
              <Offer key={product.productId} product={product} index={index} props={props} />
            ))}
          </ul>
          <FieldErrorText id={purchaseErrorId('productCode')} error={props.errors.productCode} />
        </fieldset>
      )}
    </PurchaseStepLayout>
  );
}
