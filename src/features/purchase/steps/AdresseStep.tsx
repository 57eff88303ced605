import { useId } from 'react';
import { purchaseAddressText } from '../../../../domain/purchaseForm';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { AddressSearchField } from '../../../components/form/AddressSearchField';
import { StepLayout, useBusy, useFieldBindings, usePurchaseActor, usePurchaseForm } from '../flowContext';
import { AddressMapRegion } from '../map/AddressMapRegion';
import { purchaseSteps } from '../../../../domain/purchaseSteps';
import { StepIntro } from '../../../components/flow/StepIntro';
import * as css from '../purchase.css';
import { purchaseQuestions } from '../../../../domain/purchaseQuestions';

const ASKS = purchaseQuestions.adresse;

export const MANUAL_TOGGLE_TEXT = {
  toManual: 'Jeg finner ikke adressen – skriv den inn manuelt',
  toSearch: 'Søk etter adressen',
} as const;

/** Step 1 'Adresse': the map, the address search or the typed address (SPEC §2, §5 Purchase address). */
export function AdresseStep() {
  const actor = usePurchaseActor();
  const form = usePurchaseForm();
  const busy = useBusy();
  const bind = useFieldBindings();
  const chosenId = useId();
  const manual = form.typeAdressManually;
  const chosen = manual || form.addressId ? purchaseAddressText(form) : '';
  return (
    <StepLayout step="adresse" secondary="cancel" intro={<StepIntro steps={purchaseSteps} step="adresse" />}>
      {manual ? (
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{ASKS.addressId}</legend>
          <TextField
            {...bind('buildingAddress')}
            label={ASKS.buildingAddress}
            autoComplete="address-line1"
            maxLength={200}
            value={form.buildingAddress}
            onChange={(value) => actor.send({ type: 'user.change', field: 'buildingAddress', value })}
            onBlur={() => actor.send({ type: 'user.blur', field: 'buildingAddress' })}
          />
          <TextField
            {...bind('buildingZip')}
            label={ASKS.buildingZip}
            hint="4 siffer"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            className={formCss.shortInput}
            value={form.buildingZip}
            onChange={(value) => actor.send({ type: 'user.change', field: 'buildingZip', value })}
            onBlur={() => actor.send({ type: 'user.blur', field: 'buildingZip' })}
          />
          <TextField
            {...bind('buildingCity')}
            label={ASKS.buildingCity}
            autoComplete="address-level2"
            maxLength={100}
            value={form.buildingCity}
            onChange={(value) => actor.send({ type: 'user.change', field: 'buildingCity', value })}
            onBlur={() => actor.send({ type: 'user.blur', field: 'buildingCity' })}
          />
        </fieldset>
      ) : (
        <AddressSearchField
          {...bind('addressId')}
          label={ASKS.addressId}
          hint="Skriv gateadresse og husnummer, og velg adressen fra listen."
          value={form.insuredAddress}
          onType={(text) => actor.send({ type: 'user.change', field: 'insuredAddress', value: text })}
          onBlur={() => actor.send({ type: 'user.blur', field: 'addressId' })}
          onSelect={(source) => actor.send({ type: 'user.selectAddress', source })}
        />
      )}
      <button
        type="button"
        className={formCss.linkButton}
        disabled={busy}
        onClick={() => actor.send({ type: 'user.change', field: 'typeAdressManually', value: !manual })}
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
    </StepLayout>
  );
}
