/**
 * What the explorer's page is given (../build.ts puts it in the page as JSON): each flow's business overview and
 * places, the home page's dialogs' overview, the example journeys and, from `npm run moves:overview`, the numbers.
 */
import { businessOverviewFile, businessOverviewName, stepDiagramFile } from '../../../machines/businessView';
import type { Journey } from '../journeys';
import type { FlowId } from './explorer';

export interface ExplorerData {
  flows: { id: FlowId; svg: string; places: string[] }[];
  /** The home page's dialogs' business overview (machines/homeModals.businessView.ts). */
  home: { svg: string };
  journeys: Journey[];
  /**
   * Customers' real moves of a period (issue 49, `npm run moves:overview`): the overviews above are then drawn with
   * the numbers, and each box's numbers in words (by the box's id; the home page's under its dialogs' id) are shown
   * beside the overview for the place the customer is on. The committed explorer has none.
   */
  counts?: {
    period: string;
    boxes: Record<string, Record<string, string[]>>;
    /** docs/machines/ from where this explorer is written: the step drawings are there, the counted overviews beside it. */
    machinesDir: string;
  };
}

/** The overview opened in full size: with the numbers where the explorer has them (written beside it). */
export const overviewFile = (data: ExplorerData, machineId: string) =>
  data.counts ? `${businessOverviewName(machineId)}.counts.svg` : businessOverviewFile(machineId);
export const stepFile = (data: ExplorerData, machineId: string, step: string) => `${data.counts?.machinesDir ?? ''}${stepDiagramFile(machineId, step)}`;
