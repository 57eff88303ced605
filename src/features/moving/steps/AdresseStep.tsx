import { movingSteps } from '../../../../domain/movingSteps';
import { chosenAddressText } from '../../../../machines/moving/selectors';
import { StepIntro } from '../../../components/flow/StepIntro';
import { AddressSearchField } from '../../../components/form/AddressSearchField';
import { TextField } from '../../../components/form/TextField';
import * as formCss from '../../../components/form/form.css';
import { movingErrorId, movingFieldId, StepLayout, useMovingActor, useMovingSelector } from '../flowContext';
import { MOVING_TEXTS } from '../texts';
import type { MovingTypedField } from '../../../../machines/moving/types';
import { movingQuestions } from '../../../../domain/movingQuestions';

const ASKS = movingQuestions.adresse;

/** A typed line of the address: its ids, value, message and events. */
function useLine(field: Extract<MovingTypedField, 'streetAddress' | 'postalCode' | 'city'>) {
  const actor = useMovingActor();
  const value = useMovingSelector((s) => s.context.form[field]);
  const error = useMovingSelector((s) => s.context.errors[field]);
  return {
    id: movingFieldId(field),
    errorId: movingErrorId(field),
    error,
    value,
    onChange: (text: string) => actor.send({ type: 'user.change', field, value: text }),
    onBlur: () => actor.send({ type: 'user.blur', field }),
  };
}

/** Step 1 «Hvor flytter du?»: the new address, from the address search or typed in by hand (the purchase wizard's fields). */
export function AdresseStep() {
  const actor = useMovingActor();
  const manual = useMovingSelector((s) => s.context.form.manual);
  const search = useMovingSelector((s) => s.context.form.addressSearch);
  const searchError = useMovingSelector((s) => s.context.errors.addressSearch);
  const chosen = useMovingSelector(chosenAddressText);
  const busy = useMovingSelector((s) => s.hasTag('busy'));
  const street = useLine('streetAddress');
  const zip = useLine('postalCode');
  const city = useLine('city');
  return (
    <StepLayout step="adresse" intro={<StepIntro steps={movingSteps} step="adresse" />}>
      {manual ? (
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{ASKS.addressSearch}</legend>
          <TextField {...street} label={ASKS.streetAddress} autoComplete="address-line1" maxLength={200} />
          <TextField {...zip} label={ASKS.postalCode} hint="4 siffer" inputMode="numeric" autoComplete="postal-code" maxLength={4} className={formCss.shortInput} />
          <TextField {...city} label={ASKS.city} autoComplete="address-level2" maxLength={100} />
        </fieldset>
      ) : (
        <AddressSearchField
          id={movingFieldId('addressSearch')}
          errorId={movingErrorId('addressSearch')}
          error={searchError}
          label={ASKS.addressSearch}
          hint={MOVING_TEXTS.searchHint}
          value={search}
          disabled={busy}
          onType={(text) => actor.send({ type: 'user.change', field: 'addressSearch', value: text })}
          onBlur={() => actor.send({ type: 'user.blur', field: 'addressSearch' })}
          onSelect={(source) => actor.send({ type: 'user.selectAddress', source })}
        />
      )}
      <button type="button" className={formCss.linkButton} disabled={busy} onClick={() => actor.send({ type: 'user.toggleManual' })}>
        {manual ? MOVING_TEXTS.toSearch : MOVING_TEXTS.toManual}
      </button>
      <p aria-live="polite">
        {chosen ? (
          <>
            {MOVING_TEXTS.chosenAddress} <strong>{chosen}</strong>
          </>
        ) : (
          MOVING_TEXTS.noAddressYet
        )}
      </p>
    </StepLayout>
  );
}
