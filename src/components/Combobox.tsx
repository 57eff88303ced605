import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldHint } from './form/fieldParts';
import * as css from './form/form.css';

export interface ComboboxOption {
  key: string;
  label: string;
}

export interface ComboboxProps {
  /** The input's id (an error summary links to it); the error text gets `errorId`. */
  id: string;
  errorId: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  options: readonly ComboboxOption[];
  /** The search is waiting or asking: no "no hits" message yet. */
  searching: boolean;
  disabled?: boolean;
  onType: (query: string) => void;
  onBlur?: () => void;
  onSelect: (index: number) => void;
  autoComplete?: string;
}

/**
 * A search field with a list of hits (WAI-ARIA 1.2 combobox with a listbox popup): type to search,
 * ArrowDown/ArrowUp to move, Enter to choose, Escape to close. The hit count is announced.
 */
export function Combobox({
  id,
  errorId,
  label,
  hint,
  error,
  value,
  options,
  searching,
  disabled,
  onType,
  onBlur,
  onSelect,
  autoComplete = 'off',
}: ComboboxProps) {
  const listId = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const choose = (index: number) => {
    setOpen(false);
    setActive(-1);
    onSelect(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const query = value.trim();
  const status = !open || !query || searching ? '' : options.length === 0 ? 'Ingen treff.' : options.length === 1 ? '1 treff.' : `${options.length} treff.`;

  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <div className={css.combobox}>
        <input
          id={id}
          type="text"
          role="combobox"
          className={css.input}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, statusId)}
          value={value}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            onType(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
        />
        <ul id={listId} role="listbox" aria-label={label} className={css.listbox} hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={css.listboxOption}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} className={css.hint} aria-live="polite">
        {status}
      </p>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
