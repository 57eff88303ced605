/**
 * A few paths of the damage-report machine's model replayed against the rendered flow: after every
 * step the view must show what the machine's state says (the step's h1, the loading, failure and
 * thank-you pages). The events are sent to the actor; the other tests click and type.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import type { StepName } from '../../../domain/schemas/damageReport';
import { damageReportMachine } from '../../../machines/damageReport.machine';
import { damageReportSteps } from '../../../domain/damageReportSteps';
import { stepOf } from '../../../machines/damageReport/pages';
import type { DamageReportContext, DamageReportInput } from '../../../machines/damageReport/types';
import { DamageReportFlowView } from '../../../src/features/damageReport/DamageReportFlow';
import { createMachineModel } from '../../support/modelTesting';
import { nextFill, scenarioOf, type ModelEventObject } from '../../machines/damageReport.scenarios';
import { fakeAppActions } from '../../machines/damageReport.fixtures';
import { renderAt } from '../helpers';
import { isStepValid, type StepValidationContext } from '../../../domain/schemas/damageReport';

const TITLES: Record<StepName, string> = {
  rolle: 'Hvem melder skaden?',
  lokasjon: 'Hvor er skaden?',
  forsikring: 'Hvor er du forsikret?',
  skade: 'Om skaden',
  informasjon: 'Vedlegg og beskrivelse',
  kontakt: 'Kontaktinformasjon',
  oppsummering: 'Oppsummering',
};

/** The step rules' StepValidationContext is part of the machine's context: passed as it is (see tests/machines/damageReport.model.test.ts). */
const rulesContext = (c: DamageReportContext): Required<Omit<StepValidationContext, 'today'>> => c;

const inputs: DamageReportInput[] = [
  { caseId: 'walk-spouse', requestedPage: null },
  { caseId: 'walk-org-bounce', requestedPage: null },
];

const model = createMachineModel(damageReportMachine, {
  inputs,
  events: (snapshot) => {
    const c = snapshot.context;
    const step = stepOf(snapshot);
    const fill = nextFill(c, step, step ? isStepValid(step, c.form, rulesContext(c)) : true);
    const events: ModelEventObject[] = [
      { type: 'xstate.done.actor.loadDraft', output: scenarioOf(c).draft },
      { type: 'user.next' },
      { type: 'user.submit' },
    ];
    if (fill) events.push(fill.event);
    return events as never;
  },
  // Only the happy way forward: no failures, no back, no URL jumps.
  filterEvents: (snapshot, event) => {
    if (event.type === 'user.next' || event.type === 'user.submit') return true;
    if (event.type.startsWith('xstate.done.actor.')) return event.type !== 'xstate.done.actor.refreshAttachments';
    const c = snapshot.context;
    const step = stepOf(snapshot);
    const fill = nextFill(c, step, step ? isStepValid(step, c.form, rulesContext(c)) : true);
    return !!fill && JSON.stringify(fill.event) === JSON.stringify(event);
  },
  serializeContext: (c) => ({ form: c.form, attachments: c.attachments.map((a) => a.status) }),
  simplePaths: false,
});

const chosen = model.paths
  .filter((p) => p.state.matches('takk') || p.state.matches('loadFailed'))
  .sort((a, b) => b.events.length - a.events.length)
  .slice(0, 3);

async function expectView(snapshot: (typeof model.paths)[number]['state']) {
  const step = stepOf(snapshot);
  if (step) {
    await screen.findByRole('heading', { level: 1, name: `Steg ${damageReportSteps.info(step).number} av 4: ${TITLES[step]}` });
  } else if (snapshot.matches('takk')) {
    await screen.findByRole('heading', { level: 1, name: 'Takk for skademeldingen!' });
  } else if (snapshot.matches('loadFailed')) {
    await screen.findByRole('heading', { level: 1, name: 'Kunne ikke laste skademelding.' });
  } else if (snapshot.hasTag('loading')) {
    expect(await screen.findByRole('status')).toHaveTextContent('Laster skademelding...');
  }
}

describe('damage-report model paths against the rendered flow', () => {
  it('has paths to replay', () => {
    expect(chosen.length).toBeGreaterThan(0);
  });

  it.each(chosen.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    await model.replay(path, {
      actions: fakeAppActions(),
      actors: { uploadAttachment: fromCallback(() => {}), keepOnDevice: fromCallback(() => {}) },
      start: (run) => {
        const actor = createActor(run.machine, { input: run.input, clock: run.clock, inspect: run.inspect }).start();
        renderAt(`/meld-skade/rolle?CaseId=${run.input.caseId}`, () => <DamageReportFlowView actor={actor} />, { history: 'browser' });
        return actor as AnyActorRef;
      },
      onStep: (snapshot) => expectView(snapshot),
      timeoutMs: 4000,
    });
  }, 60_000);
});
