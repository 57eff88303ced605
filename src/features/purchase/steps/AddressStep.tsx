import { useId } from 'react';
import { purchaseAddressText } from '../../../../domain/purchaseForm';
import type { AddressSearchSource } from '../../../../domain/types';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { AddressSearchField } from '../AddressSearchField';
import { AddressMapRegion } from '../map/AddressMapRegion';
import { PurchaseStepLayout } from '../PurchaseStepLayout';
import { STEP_INTROS } from './intros';
import { fieldBinding, type PurchaseStepViewProps } from '../viewProps';
import * as css from '../purchase.css';

export interface AddressStepProps extends PurchaseStepViewProps {
  /** AVBRYT: leave the wizard. */
  onCancel: () => void;
  /** A hit of the address search was chosen. */
  onSelectAddress: (source: AddressSearchSource) => void;
}

export const MANUAL_TOGGLE_TEXT = {
  toManual: 'Jeg finner ikke adressen – skriv den inn manuelt',
  toSearch: 'Søk etter adressen',
} as const;

/** Step 1 'Adresse': the map, the address search or the typed address (SPEC §2, §5 Purchase address). */
export function AddressStep(props: AddressStepProps) {
  const { form, busy, onChange, onBlur } = props;
  const chosenId = useId();
  const manual = form.typeAdressManually;
  const chosen = manual || form.addressId ? purchaseAddressText(form) : '';
  return (
    <PurchaseStepLayout
      step="adresse"
      view={props}
      back={{ label: 'AVBRYT', onClick: props.onCancel }}
      submitLabel="NESTE"
      intro={STEP_INTROS.adresse}
    >
      {manual ? (
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>Adressen du vil forsikre</legend>
          <TextField
            {...fieldBinding(props, 'buildingAddress')}
            label="Gateadresse"
            autoComplete="address-line1"
            maxLength={200}
            value={form.buildingAddress}
            onChange={(value) => onChange('buildingAddress', value)}
            onBlur={() => onBlur('buildingAddress')}
          />
          <TextField
            {...fieldBinding(props, 'buildingZip')}
            label="Postnummer"
            hint="4 siffer"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            className={formCss.shortInput}
            value={form.buildingZip}
            onChange={(value) => onChange('buildingZip', value)}
            onBlur={() => onBlur('buildingZip')}
          />
          <TextField
            {...fieldBinding(props, 'buildingCity')}
            label="Poststed"
            autoComplete="address-level2"
            maxLength={100}
            value={form.buildingCity}
            onChange={(value) => onChange('buildingCity', value)}
            onBlur={() => onBlur('buildingCity')}
          />
        </fieldset>
      ) : (
        <AddressSearchField
          {...fieldBinding(props, 'addressId')}
          value={form.insuredAddress}
          onType={(text) => onChange('insuredAddress', text)}
          onBlur={() => onBlur('addressId')}
          onSelect={props.onSelectAddress}
        />
      )}
      <button
        type="button"
        className={formCss.linkButton}
        disabled={busy}
        onClick={() => onChange('typeAdressManually', !manual)}
      >
        {manual ? MANUAL_TOGGLE_TEXT.toSearch : MANUAL_TOGGLE_TEXT.toManual}
      </button>
      <AddressMapRegion
        latitude={form.latNumber}
        longitude={form.lngNumber}
        marker={!manual && Boolean(form.addressId)}
        describedById={chosenId}
      />
      <p id={chosenId} className={css.chosenAddress} aria-live="polite">
        {chosen ? (
          <>
            Valgt adresse: <strong>{chosen}</strong>
          </>
        ) : (
          'Ingen adresse er valgt ennå.'
        )}
      </p>
    </PurchaseStepLayout>
  );
}
