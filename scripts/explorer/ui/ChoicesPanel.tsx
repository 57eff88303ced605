/**
 * The analyst's choices: the example answers, undo, a new customer, a saved draft; and, grouped by whose they are,
 * what the customer has, what the stand-in server answers, and the customer's device (the day it believes is today,
 * the network).
 */
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { damageReportSteps, resumeHref, type StepName } from '../../../domain/damageReportSteps';
import { formatLongDate } from '../../../domain/insuranceFormat';
import { osloToday } from '../../../domain/schemas/dates';
import type { Choice } from '../answers';
import { CASE_ID } from '../exampleData';
import type { MoveGroup } from '../moves';
import { useExplorerVersion } from './CustomerScreen';
import type { Explorer, Run } from './explorer';
import { fill } from './fill';

/** A choice as a checkbox (a yes or no) or radio buttons (one of a few outcomes). */
export function ChoiceControl({
  choice,
  idPrefix = 'choice',
  values,
  disabled,
  onChange,
}: {
  choice: Choice;
  /** Apart from other panels' choices of the same key. */
  idPrefix?: string;
  values: Record<string, boolean | string>;
  disabled: boolean;
  onChange: (value: boolean | string) => void;
}) {
  const id = `${idPrefix}-${choice.key}`;
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

/**
 * The day the customer's screen believes is today (./deviceClock.ts), in days from the real one. A flow that takes
 * today when it opens («Si opp forsikring», «Meld flytting») keeps its own until it starts again: said from its machine.
 */
/** Ten years either way: the date rules are about months, and a day past what a date can hold would stop the page. */
const MAX_DAYS_AWAY = 3650;

/** The whole number of days the field holds, if it is one within reach; null otherwise. */
const daysIn = (text: string): number | null => (/^-?\d+$/.test(text.trim()) && Math.abs(Number(text)) <= MAX_DAYS_AWAY ? Number(text) : null);

function TodayControl({ explorer, run, title }: { explorer: Explorer; run: Run | undefined; title: string }) {
  const [text, setText] = useState(String(explorer.daysAhead));
  const valid = daysIn(text) !== null;
  const today = osloToday();
  const opened = (run?.actor.getSnapshot() as AnyMachineSnapshot | undefined)?.context as { today?: unknown } | undefined;
  const kept = typeof opened?.today === 'string' && opened.today !== today ? opened.today : null;
  return (
    <div className="xp-choice xp-today">
      <label htmlFor="choice-today">Dagen kundens skjerm tror er i dag, i dager fra den virkelige (minus er bakover)</label>
      <input
        id="choice-today"
        type="number"
        step={1}
        min={-MAX_DAYS_AWAY}
        max={MAX_DAYS_AWAY}
        aria-describedby="choice-today-now"
        aria-invalid={!valid}
        disabled={explorer.replaying}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const days = daysIn(e.target.value);
          if (days !== null) explorer.setDaysAhead(days);
        }}
      />
      <p id="choice-today-now">
        {valid ? '' : `Skriv et helt antall dager mellom −${MAX_DAYS_AWAY} og ${MAX_DAYS_AWAY}. `}
        Kundens skjerm tror i dag er {formatLongDate(today)}.
        {kept ? ` ${title} åpnet ${formatLongDate(kept)} og regner fra den dagen til du starter på nytt.` : ''}
      </p>
    </div>
  );
}

const GROUPS: { group: MoveGroup; title: string }[] = [
  { group: 'kunden', title: 'Kunden og forsikringen' },
  { group: 'tjeneren', title: 'Det tjeneren svarer' },
  { group: 'enheten', title: 'Kundens enhet' },
];

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
  // On the home page the choices are its own (./HomePanel.tsx), not the last flow's.
  if (explorer.atHome()) {
    return (
      <section className="xp-panel" id="choices" aria-labelledby="choices-title">
        <h2 id="choices-title">Dine valg</h2>
        <p>Kunden er på forsiden. Det kunden har når forsiden åpnes, velger du under «Forsiden med dialogene».</p>
      </section>
    );
  }
  return (
    <section className="xp-panel" id="choices" aria-labelledby="choices-title">
      <h2 id="choices-title">Dine valg</h2>
      <p>Kunden skriver og trykker på kundens skjerm. Det tjeneren svarer, og hva kundens enhet har (dagen den tror det er, nettet), bestemmer du.</p>
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
      {GROUPS.map(({ group, title }) => {
        const choices = flow.choices.filter((c) => (c.group ?? 'tjeneren') === group);
        // The device's group always has its day; the others only where the flow has choices of theirs.
        if (choices.length === 0 && group !== 'enheten') return null;
        return (
          <div key={group} role="group" aria-labelledby={`choices-${group}`}>
            <h3 id={`choices-${group}`}>{title}</h3>
            {choices.map((c) => (
              <ChoiceControl key={c.key} choice={c} values={answers.values} disabled={explorer.replaying} onChange={(value) => set(c, value)} />
            ))}
            {group === 'enheten' ? <TodayControl explorer={explorer} run={inFlow ? run : undefined} title={flow.title} /> : null}
          </div>
        );
      })}
    </section>
  );
}
