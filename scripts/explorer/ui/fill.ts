import type { Explorer, Run } from './explorer';

/** Types the example answers of the step into the real form (the events its fields send). */
export function fill(explorer: Explorer, run: Run, step: string) {
  explorer.log(run.flow.id, `Kunden fyller ut «${run.flow.steps.info(step).heading}»`);
  for (const event of run.flow.fill(step)) run.actor.send(event);
}
