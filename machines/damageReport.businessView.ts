/**
 * The damage report's business view (./businessView.ts): its buttons, exit and leave dialog as its screens show them
 * (src/features/damageReport/, checked by tests/machines/diagrams.business.test.ts).
 */
import { flowById } from '../domain/flows';
import { STEP_RULES } from '../domain/schemas/damageReportRules';
import { rulesInWords } from '../domain/schemas/ruleWords';
import type { BusinessViewOf } from './businessView';
import type { damageReportMachine } from './damageReport.machine';

export const damageReportBusinessView = {
  machineId: 'damageReport',
  title: flowById('damageReport').title,
  buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.submit': 'SEND INN' },
  exitActions: ['leaveFlow'],
  leaveDialog: { title: 'Vil du avslutte å melde skade nå?', stay: 'TILBAKE', leave: 'AVSLUTT' },
  rules: rulesInWords(STEP_RULES),
} satisfies BusinessViewOf<typeof damageReportMachine>;
