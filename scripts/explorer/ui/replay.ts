/**
 * Replays an example journey (../journeys.ts) on the real screens: a new customer, the journey's choices, and
 * its presses in order, each once the screen offers it; before NESTE or SEND INN the step is filled in with the
 * example answers, as the journey's customer fills every step in. The analyst's own choices come back afterwards.
 */
import type { Journey } from '../journeys';
import { fill } from './fill';
import type { Explorer } from './explorer';

const SENDS_STEP = new Set(['user.next', 'user.submit']);

/** Waits until `ready` holds (the flow is not waiting for the server), for at most five seconds. */
function until(ready: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 5000;
    const check = () => {
      if (ready()) resolve();
      else if (Date.now() > deadline) reject(new Error(`${what} did not come`));
      else setTimeout(check, 50);
    };
    check();
  });
}

export async function replay(explorer: Explorer, journey: Journey) {
  if (explorer.replaying) return;
  explorer.replaying = true;
  const flow = explorer.flow(journey.flow);
  const answers = explorer.answers.get(flow.id)!;
  const analysts = { ...answers.values };
  for (const choice of flow.choices) answers.values[choice.key] = journey.set[choice.key] ?? choice.initial;
  explorer.shown = flow.id;
  await explorer.restart(flow.id, flow.startHref, `— Spiller av: til ${journey.to}: ${journey.words} —`);
  const run = () => explorer.runs.get(flow.id);
  const screen = () => {
    const current = run();
    return current ? explorer.screenOf(current) : undefined;
  };
  try {
    for (const { event } of journey.presses) {
      await until(() => {
        const now = screen();
        return now !== undefined && !now.waiting && now.buttons.some((b) => b.event === event);
      }, event);
      const current = run()!;
      const step = screen()!.step;
      if (step && SENDS_STEP.has(event)) fill(explorer, current, step);
      current.actor.send({ type: event });
    }
    // Done when the flow waits for nothing (at the e-ID login, the customer is outside the portal).
    await until(() => screen()?.waiting === false || screen()?.offSite === true, 'an answer');
  } catch {
    explorer.log(flow.id, '— Avspillingen stoppet: skjermen viste ikke det reisen ventet —');
  } finally {
    Object.assign(answers.values, analysts);
    explorer.replaying = false;
    explorer.changed();
  }
}
