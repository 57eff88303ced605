/** The analyst's choices: what the stand-in server answers, the example answers, undo, a new customer, a saved draft. */
import { useState } from 'react';
import { damageReportSteps, resumeHref, type StepName } from '../../../domain/damageReportSteps';
import type { Choice } from '../answers';
import { CASE_ID } from '../exampleData';
import { useExplorerVersion } from './CustomerScreen';
import type { Explorer } from './explorer';
import { fill } from './fill';

function ChoiceControl({ choice, values, disabled, onChange }: { choice: Choice; values: Record<string, boolean | string>; disabled: boolean; onChange: (value: boolean | string) => void }) {
  const id = `choice-${choice.key}`;
  const suffix = choice.when === 'start' ? ' (gjelder når du starter på nytt)' : '';
  if (!choice.options) {
    return (
      <div className="xp-choice">
        <input type="checkbox" id={id} disabled={disabled} checked={values[choice.key] === true} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{choice.label + suffix}</label>
      </div>
    );
  }
  return (
    <fieldset className="xp-choice" disabled={disabled}>
      <legend>{choice.label + suffix}</legend>
      {choice.options.map((o) => (
        <div key={o.value}>
          <input type="radio" name={id} id={`${id}-${o.value}`} checked={values[choice.key] === o.value} onChange={() => onChange(o.value)} />
          <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * Opens a saved draft at a step (as FORTSETT on the case list does), with the steps the stand-in server has answered:
 * by default every step before it, and any of them can be left unanswered (the draft then opens at the first).
 */
function SavedDraft({ explorer }: { explorer: Explorer }) {
  const [step, setStep] = useState<StepName>('skade');
  const [answered, setAnswered] = useState<readonly StepName[]>(damageReportSteps.before('skade'));
  const choose = (at: StepName) => {
    setStep(at);
    setAnswered(damageReportSteps.before(at));
  };
  const toggle = (name: StepName, on: boolean) => setAnswered(damageReportSteps.names.filter((n) => (n === name ? on : answered.includes(n))));
  const title = (name: StepName) => `Steg ${damageReportSteps.info(name).number}: ${damageReportSteps.info(name).heading}`;
  return (
    <div>
      <label htmlFor="saved-at">Lagret utkast som har kommet til</label>{' '}
      <select id="saved-at" value={step} onChange={(e) => choose(e.target.value as StepName)}>
        {damageReportSteps.names.map((name) => (
          <option key={name} value={name}>
            {title(name)}
          </option>
        ))}
      </select>
      <fieldset className="xp-choice">
        <legend>Stegene utkastet har svar på</legend>
        {damageReportSteps.names.map((name) => (
          <div key={name}>
            <input type="checkbox" id={`answered-${name}`} checked={answered.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
            <label htmlFor={`answered-${name}`}>{title(name)}</label>
          </div>
        ))}
      </fieldset>
      <button className="xb"
        type="button"
        onClick={() => {
          explorer.memory.get('damageReport')!.draft.reset(step, answered);
          void explorer.restart('damageReport', resumeHref(CASE_ID, step), `— Kunden åpner et lagret utkast (FORTSETT), kommet til steg ${damageReportSteps.info(step).number} —`);
        }}
      >
        Åpne utkastet
      </button>
    </div>
  );
}

export function ChoicesPanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const flow = explorer.flow(explorer.shown);
  const answers = explorer.answers.get(flow.id)!;
  const run = explorer.runs.get(flow.id);
  const screen = run ? explorer.screenOf(run) : undefined;
  const inFlow = explorer.inFlow(flow.id);
  // Once the customer is done (left, thanked, at a dead end), the choices are for the next customer.
  const over = !run || !inFlow || screen?.outcome !== undefined;
  const step = !over && screen && !screen.waiting ? screen.step : null;
  const set = (choice: Choice, value: boolean | string) => {
    answers.values[choice.key] = value;
    if (choice.key === 'offline' && run) {
      explorer.log(flow.id, value ? 'Kunden mister nettet.' : 'Kunden er på nett igjen.');
      run.actor.send({ type: value ? 'network.offline' : 'network.online' });
    }
    explorer.changed();
  };
  return (
    <section className="xp-panel" id="choices" aria-labelledby="choices-title">
      <h2 id="choices-title">Dine valg</h2>
      <p>Kunden skriver og trykker på kundens skjerm. Det tjeneren svarer, bestemmer du.</p>
      <div className="actions">
        <button className="xb" type="button" disabled={!step} onClick={() => step && fill(explorer, run!, step)}>
          {step ? `Fyll ut «${flow.steps.info(step).heading}» med eksempelsvar` : 'Fyll ut steget med eksempelsvar'}
        </button>
        <button className="xb" type="button" disabled={over || screen?.waiting !== false || run.pages.length < 2} onClick={() => explorer.undo(flow.id)}>
          Angre (ett steg tilbake)
        </button>
        <button className="xb" type="button" onClick={() => void explorer.restart(flow.id)}>
          Start på nytt som ny kunde
        </button>
        {flow.id === 'damageReport' ? <SavedDraft explorer={explorer} /> : null}
      </div>
      {over ? <p className="state">Kunden er ferdig her: valgene gjelder neste kunde (Start på nytt som ny kunde).</p> : null}
      {flow.choices.map((c) => (
        <ChoiceControl key={c.key} choice={c} values={answers.values} disabled={explorer.replaying} onChange={(value) => set(c, value)} />
      ))}
    </section>
  );
}
