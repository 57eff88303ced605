import type { CaseForm } from '../../domain/types';
import { CASE_FORM_FIELDS } from '../../domain/schemas/damageReport';

const normalize = (value: unknown) => (value === undefined ? null : value);

function same(a: unknown, b: unknown): boolean {
  const x = normalize(a);
  const y = normalize(b);
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => item === y[i]);
  return x === y;
}

/** The fields of `form` that differ from the last-saved snapshot (absent fields are sent as null). Pure. */
export function diffForm(saved: CaseForm, form: CaseForm): CaseForm {
  const patch: Record<string, unknown> = {};
  for (const field of CASE_FORM_FIELDS) {
    if (!same(saved[field], form[field])) patch[field] = normalize(form[field]);
  }
  return patch as CaseForm;
}

export function hasChanges(saved: CaseForm, form: CaseForm): boolean {
  return Object.keys(diffForm(saved, form)).length > 0;
}
