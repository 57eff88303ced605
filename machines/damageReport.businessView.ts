/**
 * The damage report's business view (./businessView.ts): its buttons, exit and leave dialog as its screens show them
 * (src/features/damageReport/, checked by tests/machines/diagrams.business.test.ts).
 */
import { flowById } from '../domain/flows';
import type { BusinessViewOf } from './businessView';
import type { damageReportMachine } from './damageReport.machine';

export const damageReportBusinessView = {
  machineId: 'damageReport',
  title: flowById('damageReport').title,
  buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.submit': 'SEND INN' },
  exitActions: ['leaveFlow'],
  leaveDialog: { title: 'Vil du avslutte å melde skade nå?', stay: 'TILBAKE', leave: 'AVSLUTT' },
} satisfies BusinessViewOf<typeof damageReportMachine>;
