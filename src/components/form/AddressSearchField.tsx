import { useContext } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { addressTextOfSource } from '../../../domain/addressText';
import type { AddressSearchSource } from '../../../domain/types';
import { Combobox } from '../Combobox';
import type { AddressSearchLogic } from '../../lib/search/addressSearchLogic';
import { AddressSearchContext } from '../../lib/search/addressSearchContext';

/**
 * An address search (the purchase wizard's step 1, «Meld flytting»'s new address): a combobox over the national
 * address search (5 hits, 300 ms after the last keystroke). Typing reports the text (`onType`), choosing a hit
 * reports its source (`onSelect`). The label and hint are the flow's.
 */
export function AddressSearchField({
  id,
  label,
  hint,
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
  label: string;
  hint: string;
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
      label={label}
      hint={hint}
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
