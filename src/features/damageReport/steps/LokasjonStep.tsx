import { useId } from 'react';
import { addressTextOfSource } from '../../../../domain/addressText';
import type { AddressSearchSource } from '../../../../domain/types';
import { hasChosenLocation, type LocationMode } from '../../../../machines/damageReport/location';
import { asksRegisteredLocation } from '../../../../machines/damageReport/selectors';
import { noticeBox, notice } from '../../../styles/ui.css';
import { Combobox } from '../Combobox';
import { RadioGroup as SharedRadioGroup, type RadioOption } from '../../../components/form/RadioGroup';
import { RadioGroup, useBlur } from '../fields';
import { StepLayout, useDamageReportActor, useFlowSelector, useForm, useSearchResults } from '../flowContext';
import * as css from '../../../components/form/form.css';
import { damageReportQuestions } from '../../../../domain/damageReportQuestions';

const ASKS = damageReportQuestions.lokasjon;

export const NO_AGREEMENT_MESSAGE = 'Vi fant ingen adresse med tilhørende forsikring. Vi behøver den for å behandle saken din.';

function placeText(zip: string | null, city: string | null): string {
  const place = [zip, city].filter(Boolean).join(' ');
  return place || 'Mangler sted';
}

function LocationModeChoice({ mode }: { mode: LocationMode }) {
  const actor = useDamageReportActor();
  const choices: RadioOption<LocationMode>[] = [
    { value: 'registered', label: 'En av adressene der du har forsikring' },
    { value: 'search', label: 'En annen adresse' },
  ];
  return (
    <SharedRadioGroup
      id="skade-locationMode"
      errorId="skade-locationMode-feil"
      name={useId()}
      legend="Hvor har skaden skjedd?"
      options={choices}
      value={mode}
      inline
      onChange={(value) => actor.send({ type: 'user.locationMode', mode: value })}
    />
  );
}

function RegisteredAddresses() {
  const actor = useDamageReportActor();
  const addresses = useFlowSelector((s) => s.context.registeredAddresses);
  const form = useForm();
  return (
    <RadioGroup
      field="addresseId"
      legend={ASKS.addresseId}
      options={addresses.map((a) => ({
        value: a.addressId,
        label: a.buildingAddress || 'Mangler adresse',
        detail: placeText(a.buildingZip, a.buildingCity),
      }))}
      value={form.addresseId}
      onChange={(addressId) => actor.send({ type: 'user.selectRegisteredAddress', addressId })}
    />
  );
}

function AddressSearch() {
  const actor = useDamageReportActor();
  const form = useForm();
  const { results, searching } = useSearchResults<AddressSearchSource>('addressSearch');
  const blur = useBlur();
  return (
    <>
      <Combobox
        field="addressSearch"
        label={ASKS.addressSearch}
        hint="Skriv gateadressen, og velg adressen fra listen."
        value={form.addressSearch ?? ''}
        options={results.map((hit) => ({
          key: String(hit.AdresseId),
          label: addressTextOfSource(hit),
        }))}
        searching={searching}
        onType={(query) => actor.send({ type: 'user.searchAddress', query })}
        onBlur={() => blur('addressSearch')}
        onSelect={(index) => {
          const address = results[index];
          if (address) actor.send({ type: 'user.selectAddress', address });
        }}
      />
      {form.addresseId && form.damageLocation ? (
        <p className={css.hintBox}>
          Valgt adresse: <strong>{form.damageLocation}</strong>
        </p>
      ) : null}
    </>
  );
}

export function LokasjonStep() {
  const canGoOn = useFlowSelector(hasChosenLocation);
  const mode = useFlowSelector((s) => s.context.locationMode);
  const hasRegistered = useFlowSelector((s) => s.context.registeredAddresses.length > 0);
  // The step's rule: the registered addresses, or the address search (the mode is 'search' without registered ones).
  const registered = useFlowSelector(asksRegisteredLocation);
  return (
    <StepLayout
      step="lokasjon"
      nextDisabled={!canGoOn}
      nextDisabledReason="Velg adressen til skadestedet før du går videre."
    >
      {hasRegistered ? (
        <LocationModeChoice mode={mode} />
      ) : (
        <p className={`${noticeBox} ${notice.info}`}>{NO_AGREEMENT_MESSAGE}</p>
      )}
      {registered ? <RegisteredAddresses /> : <AddressSearch />}
    </StepLayout>
  );
}
