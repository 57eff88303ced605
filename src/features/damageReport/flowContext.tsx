/**
 * The damage report's instance of the flow context (src/components/flow/flowContext.tsx): its host puts the
 * machine actor in `DamageReportProvider`; the step views read it with the hooks here and send events to
 * `useDamageReportActor()`. The field helpers below are built on it.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { damageReportMachine } from '../../../machines/damageReport.machine';
import type { DebouncedSearchMachine } from '../../../machines/debouncedSearch.machine';
import { damageReportSteps, type StepName } from '../../../domain/damageReportSteps';
import type { CaseForm } from '../../../domain/types';
import type { ErrorField } from '../../../domain/schemas/damageReport';
import { createFlowContext } from '../../components/flow/flowContext';
import { OFFLINE_TEXTS } from './offlineTexts';

export type DamageReportActor = ActorRefFrom<typeof damageReportMachine>;
export type DamageReportSnapshot = SnapshotFrom<typeof damageReportMachine>;

const damageReportFlow = createFlowContext<DamageReportActor, StepName, ErrorField>({
  name: 'damage report',
  steps: damageReportSteps,
  idPrefix: 'skade',
  busyLabels: { next: 'Lagrer...', submit: 'Sender inn...' },
  offlineNotice: OFFLINE_TEXTS.banner,
});

export const {
  /** The flow's one machine actor, shared by the step views. */
  Provider: DamageReportProvider,
  useFlowActor: useDamageReportActor,
  useFlowSelector,
  /** A step of the flow: "Steg N av 4: heading", the error summary, the fields, TILBAKE and NESTE (SEND INN on the last). */
  StepLayout,
  /** The DOM id of a field's input (the error summary links to it), and of its message. */
  fieldId,
  errorId,
} = damageReportFlow;

export const useForm = (): CaseForm => useFlowSelector((s) => s.context.form);

export function useFieldError(field: ErrorField): string | undefined {
  return useFlowSelector((s) => s.context.errors[field]);
}

type SearchActor<T> = ActorRefFrom<DebouncedSearchMachine<T>>;
const NO_HITS: never[] = [];

/** The hits of the step's debounced search child (`organizationSearch` or `addressSearch`). */
export function useSearchResults<T>(id: 'organizationSearch' | 'addressSearch'): { results: T[]; searching: boolean } {
  const child = useFlowSelector((s) => s.children[id]) as SearchActor<T> | undefined;
  // Tolerant of a child that is not a search machine (a test may provide another actor).
  const results = useSelector(child, (s) => s?.context?.results ?? NO_HITS);
  const searching = useSelector(child, (s) => typeof s?.matches === 'function' && (s.matches('debouncing') || s.matches('searching')));
  return { results, searching };
}
