import { useContext } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { addressTextOfSource } from '../../../domain/addressText';
import type { AddressSearchSource } from '../../../domain/types';
import { Combobox } from '../../components/Combobox';
import type { AddressSearchLogic } from '../../lib/search/addressSearchLogic';
import { AddressSearchContext } from '../../lib/search/addressSearchContext';

/**
 * The address search of step 1: a combobox over the national address search (5 hits, 300 ms after the last
 * keystroke). Typing reports the text (`onType`), choosing a hit reports its source (`onSelect`).
 */
export function AddressSearchField({
  id,
  errorId,
  error,
  value,
  disabled,
  onType,
  onBlur,
  onSelect,
  searchLogic,
}: {
  id: string;
  errorId: string;
  error?: string;
  value: string;
  disabled?: boolean;
  onType: (text: string) => void;
  onBlur?: () => void;
  onSelect: (source: AddressSearchSource) => void;
  /** The search widget's logic (tests may give a fake); else the one the host gives (`AddressSearchContext`). */
  searchLogic?: AddressSearchLogic;
}) {
  const hostLogic = useContext(AddressSearchContext);
  const search = useActorRef(searchLogic ?? hostLogic());
  const results = useSelector(search, (s) => s.context.results);
  const searching = useSelector(search, (s) => s.matches('debouncing') || s.matches('searching'));
  return (
    <Combobox
      id={id}
      errorId={errorId}
      error={error}
      label="Adressen du vil forsikre"
      hint="Skriv gateadresse og husnummer, og velg adressen fra listen."
      value={value}
      disabled={disabled}
      options={results.map((hit) => ({ key: String(hit.AdresseId), label: addressTextOfSource(hit) }))}
      searching={searching}
      autoComplete="off"
      onType={(text) => {
        onType(text);
        search.send({ type: 'user.type', query: text });
      }}
      onBlur={onBlur}
      onSelect={(index) => {
        const hit = results[index];
        if (!hit) return;
        onSelect(hit);
        search.send({ type: 'user.clear' });
      }}
    />
  );
}
