import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatDay, isWithin, type DayWindow } from '../../../domain/purchaseDates';
import { describedBy, FieldErrorText, FieldHint } from './fieldParts';
import * as formCss from './form.css';
import { button } from '../../styles/ui.css';
import { longDayName, monthName, monthStart, monthWeeks, moveDay, WEEKDAYS } from './calendar';
import * as css from './datePicker.css';

export interface DatePickerProps {
  /** The read-only input's id (the label and an error summary point to it). */
  id: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The chosen day 'YYYY-MM-DD', or null. */
  value: string | null;
  /** Only days in this window can be chosen; the others are shown as unavailable. */
  window: DayWindow;
  /** Today in Oslo, marked in the calendar and where it opens without a value; the window's first day when not given. */
  today?: string;
  disabled?: boolean;
  onSelect: (day: string) => void;
  onBlur?: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';

/**
 * A date field after the WAI-ARIA date picker dialog pattern: a read-only input showing dd.MM.yyyy and a button
 * opening a modal dialog with a month grid (Norwegian names). Arrows move a day or a week, Home/End to the start
 * or end of the week, PageUp/PageDown a month (with Shift a year), Enter or Space chooses, Escape closes.
 * Focus returns to what opened the dialog.
 */
export function DatePicker({ id, errorId, label, hint, error, value, window, today = window.min, disabled, onSelect, onBlur }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<string>(value ?? today);
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** False while the month buttons move the month: focus stays on them (APG). */
  const focusGrid = useRef(true);
  const titleId = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const chosenLabel = value ? longDayName(value) : null;

  const openDialog = (opener: HTMLElement) => {
    if (disabled) return;
    openerRef.current = opener;
    focusGrid.current = true;
    setFocused(value ?? today);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    (openerRef.current ?? buttonRef.current)?.focus();
  };

  const choose = (day: string) => {
    if (!isWithin(day, window)) return;
    onSelect(day);
    close();
  };

  // The focused day's button takes focus whenever the dialog opens or the focused day moves.
  useEffect(() => {
    if (!open || !focusGrid.current) return;
    dialogRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  // A press outside the dialog closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (dialogRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = moveDay(focused, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      focusGrid.current = true;
      setFocused(next);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // Modal: Tab and Shift+Tab stay inside the dialog.
      const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const shownMonth = monthStart(focused);
  const weeks = monthWeeks(shownMonth);

  return (
    <div className={formCss.field}>
      <label htmlFor={id} className={formCss.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <div className={css.datePickerWrap}>
        <div className={css.dateRow}>
          <input
            id={id}
            type="text"
            readOnly
            className={`${formCss.input} ${css.dateInput}`}
            value={formatDay(value)}
            placeholder="dd.mm.åååå"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, errorId)}
            onClick={(event) => openDialog(event.currentTarget)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                event.preventDefault();
                openDialog(event.currentTarget);
              }
            }}
            onBlur={onBlur}
          />
          <button
            ref={buttonRef}
            type="button"
            className={`${button.secondary} ${css.dateButton}`}
            disabled={disabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={chosenLabel ? `Velg dato, valgt dato er ${chosenLabel}` : 'Velg dato'}
            onClick={(event) => (open ? close() : openDialog(event.currentTarget))}
          >
            Velg dato
          </button>
        </div>
        {open ? (
          <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={css.dateDialog} onKeyDown={onDialogKeyDown}>
            <div className={css.dateHeader}>
              <button
                type="button"
                className={css.monthButton}
                aria-label="Forrige måned"
                onClick={() => {
                  focusGrid.current = false;
                  setFocused(moveDay(focused, 'PageUp')!);
                }}
              >
                ‹
              </button>
              <h2 id={titleId} className={css.monthTitle} aria-live="polite">
                {monthName(shownMonth)}
              </h2>
              <button
                type="button"
                className={css.monthButton}
                aria-label="Neste måned"
                onClick={() => {
                  focusGrid.current = false;
                  setFocused(moveDay(focused, 'PageDown')!);
                }}
              >
                ›
              </button>
            </div>
            <table role="grid" aria-labelledby={titleId} className={css.grid} onKeyDown={onGridKeyDown}>
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, full]) => (
                    <th key={full} scope="col" abbr={full} className={css.weekday}>
                      {short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((day, d) =>
                      day === null ? (
                        <td key={d} className={css.dayCell} />
                      ) : (
                        <td key={day} className={css.dayCell} aria-selected={day === value ? true : undefined}>
                          <button
                            type="button"
                            data-day={day}
                            tabIndex={day === focused ? 0 : -1}
                            className={`${css.day} ${day === value ? css.daySelected : ''} ${day === today ? css.dayToday : ''}`}
                            aria-label={longDayName(day)}
                            aria-disabled={isWithin(day, window) ? undefined : true}
                            aria-current={day === today ? 'date' : undefined}
                            onClick={() => {
                              setFocused(day);
                              choose(day);
                            }}
                          >
                            {Number(day.slice(8))}
                          </button>
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <div className={css.dialogFooter}>
              <button type="button" className={button.secondary} onClick={close}>
                Avbryt
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
