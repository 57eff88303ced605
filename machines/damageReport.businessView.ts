/**
 * The damage report's business view (./businessView.ts): its buttons, exit and leave dialog as its screens show them
 * (src/features/damageReport/, checked by tests/machines/diagrams.business.test.ts).
 */
import type { EndNames } from './flowKit/endNames';
import type { damageReportDeclaration } from '../domain/damageReportSteps';
import { damageReportShownWhen } from '../domain/damageReportQuestions';
import { damageReportSteps } from '../domain/damageReportSteps';
import { flowById } from '../domain/flows';
import { CASE_LIST_HEADING } from '../domain/pageHeadings';
import { STEP_RULES } from '../domain/schemas/damageReportRules';
import { rulesInWords } from '../domain/schemas/ruleWords';
import { shownWhenInWords } from '../domain/stepQuestions';
import type { BusinessViewOf } from './businessView';
import type { damageReportMachine } from './damageReport.machine';

export const damageReportBusinessView = {
  endNames: { takk: 'Takk for skademeldingen!' } satisfies EndNames<typeof damageReportDeclaration>,
  machineId: 'damageReport',
  title: flowById('damageReport').title,
  buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.submit': 'SEND INN' },
  exitActions: ['leaveFlow'],
  leaveDialog: { title: 'Vil du avslutte å melde skade nå?', stay: 'TILBAKE', leave: 'AVSLUTT' },
  rules: rulesInWords(STEP_RULES),
  shownWhen: shownWhenInWords(damageReportShownWhen),
  departures: [
    {
      at: 'start',
      nb: `et lagret utkast åpnes fra «${CASE_LIST_HEADING}» på steget kunden kom til, det første steget som ikke er besvart. Spesifikasjonen sier at det åpnes på steg 1, «${damageReportSteps.info('rolle').heading}», men da må kunden selv bla seg fram til steget der utkastet stoppet.`,
    },
  ],
} satisfies BusinessViewOf<typeof damageReportMachine>;
