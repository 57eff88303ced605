import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { damageReportMachine } from '../../../machines/damageReport.machine';
import type { createDebouncedSearchMachine } from '../../../machines/debouncedSearch.machine';
import type { CaseForm } from '../../../domain/types';
import type { ErrorField } from '../../../domain/schemas/damageReport';

export type DamageReportActor = ActorRefFrom<typeof damageReportMachine>;
export type DamageReportSnapshot = SnapshotFrom<typeof damageReportMachine>;

/** The flow's one machine actor, shared by the step views. */
export const DamageReportActorContext = createContext<DamageReportActor | null>(null);

export function useDamageReportActor(): DamageReportActor {
  const actor = useContext(DamageReportActorContext);
  if (!actor) throw new Error('useDamageReportActor must be used inside the damage-report flow');
  return actor;
}

export function useFlowSelector<T>(selector: (snapshot: DamageReportSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useDamageReportActor(), selector, compare);
}

export const useForm = (): CaseForm => useFlowSelector((s) => s.context.form);

export function useFieldError(field: ErrorField): string | undefined {
  return useFlowSelector((s) => s.context.errors[field]);
}

/** The DOM id of a field's input (the error summary links to it). */
export const fieldId = (field: ErrorField) => `skade-${field}`;
export const errorId = (field: ErrorField) => `skade-${field}-feil`;

type SearchActor<T> = ActorRefFrom<ReturnType<typeof createDebouncedSearchMachine<T>>>;
const NO_HITS: never[] = [];

/** The hits of the step's debounced search child (`organizationSearch` or `addressSearch`). */
export function useSearchResults<T>(id: 'organizationSearch' | 'addressSearch'): { results: T[]; searching: boolean } {
  const child = useFlowSelector((s) => s.children[id]) as SearchActor<T> | undefined;
  // Tolerant of a child that is not a search machine (a test may provide another actor).
  const results = useSelector(child, (s) => s?.context?.results ?? NO_HITS);
  const searching = useSelector(child, (s) => typeof s?.matches === 'function' && (s.matches('debouncing') || s.matches('searching')));
  return { results, searching };
}
