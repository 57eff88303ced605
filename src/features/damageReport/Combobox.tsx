import type { ErrorField } from '../../../domain/schemas/damageReport';
import { Combobox as SearchCombobox, type ComboboxProps } from '../../components/Combobox';
import { errorId, fieldId, useFieldError } from './flowContext';

export type { ComboboxOption } from '../../components/Combobox';

/** The shared combobox (src/components/Combobox.tsx) bound to a damage-report field's id and error. */
export function Combobox({ field, ...props }: { field: ErrorField } & Omit<ComboboxProps, 'id' | 'errorId' | 'error'>) {
  return <SearchCombobox id={fieldId(field)} errorId={errorId(field)} error={useFieldError(field)} {...props} />;
}
