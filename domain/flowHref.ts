import type { FlowDeclaration } from './flowDeclaration';
import { fillPath } from './paths';

/** The path helper: where `flow` starts for these `$name` values, or its page `page`. */
export function flowHref<TStep extends string, TEnd extends string>(
  flow: FlowDeclaration<string, TStep, TEnd>,
  params: Record<string, string> = {},
  page?: TStep | TEnd,
): string {
  if (page === undefined) return fillPath(flow.startHref, params);
  return fillPath(page in flow.ends ? flow.ends[page as TEnd] : flow.steps.info(page as TStep).route, params);
}
