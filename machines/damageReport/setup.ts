/**
 * The damage-report machine's setup, assembled from its parts; the statechart is in ../damageReport.machine.ts, with
 * its two regions of `flow` in ./stepsRegion.ts (the steps) and ./connectionRegion.ts (what is sent).
 * - ./effects.ts: the app effects (actors and actions), stubs until the app gives its own with `.provide()`;
 * - ./draft.ts: the draft created or loaded, and kept on the device;
 * - ./edits.ts: a field's change or blur on any step;
 * - ./outbox.ts: the saves queued and sent by the kit's connection region, and its guards;
 * - ../flowKit/draftSaving.ts: the draft's own save (`queueChanges`, `hasUnsavedChanges`, `outboxEmpty`), added by `extend`;
 * - ./steps/*.ts: a step's own actions and guards (rolle, lokasjon, forsikring, oppsummering);
 * - ./uploads.ts: informasjon's attachments, with the kit's uploads;
 * - ./rules.ts: the step rules as the flow kit asks them; `withFlowKit` adds the kit's standard parts.
 *
 * How the parts are typed outside setup() (./base.ts): each is written as in setup(), with xstate's own `assign`,
 * `sendTo` and `stopChild`, inside `damageReportActions({ … })` or `damageReportGuards({ … })`. Those are
 * identities typed as setup() types its actions and guards: the report's context, events and actors (for `spawn`),
 * and the params each function takes. setup() below then infers every name and its params from the parts, so the
 * statechart is checked against them as if they were written here.
 */
import { setup } from 'xstate';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { draftSavingParts, type DraftSavingActions, type DraftSavingGuards } from '../flowKit/draftSaving';
import { withFlowKit } from '../flowKit/flowSetup';
import { damageReportTypes } from './base';
import { draftActions, draftGuards } from './draft';
import { editActions } from './edits';
import { caseFormDiff } from './formDiff';
import { damageReportEffectStubs } from './effects';
import { outboxActions, outboxGuards } from './outbox';
import { damageReportRules } from './rules';
import { forsikringActions, forsikringGuards } from './steps/forsikring';
import { lokasjonActions } from './steps/lokasjon';
import { oppsummeringActions, oppsummeringGuards } from './steps/oppsummering';
import { rolleActions } from './steps/rolle';
import { uploadActions, uploadGuards } from './uploads';
import { damageReportQuestions } from '../../domain/damageReportQuestions';

/** Read by the flow explorer (scripts/explorer/flows/damageReport.ts) from here. */
export { requestedStep } from './rules';

/** The report's own setup, with its effects as stubs (the app provides its own), extended by the flow kit. */
const effects = damageReportEffectStubs();
const ownSetup = setup({
  types: damageReportTypes,
  actors: effects.actors,
  actions: {
    ...effects.actions,
    ...draftActions,
    ...editActions,
    ...outboxActions,
    ...rolleActions,
    ...lokasjonActions,
    ...forsikringActions,
    ...uploadActions,
    ...oppsummeringActions,
  },
  guards: { ...draftGuards, ...outboxGuards, ...forsikringGuards, ...uploadGuards, ...oppsummeringGuards },
}).extend<DraftSavingActions, DraftSavingGuards>(draftSavingParts(caseFormDiff));

/** The machine's setup, and the flow kit's state builders for the report's step list. */
export const damageReportKit = withFlowKit(ownSetup, { steps: damageReportSteps, questions: damageReportQuestions, rules: damageReportRules });

/** The setup and the flow kit's state builders, as ../damageReport.machine.ts and its regions use them. */
export type DamageReportKit = typeof damageReportKit;

/** A state node of the damage-report machine, typed by its setup (so helpers are checked like inline config). */
export type DamageReportStateConfig = NonNullable<Parameters<DamageReportKit['setup']['createMachine']>[0]['states']>[string];
