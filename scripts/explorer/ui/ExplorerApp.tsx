/**
 * The flow explorer's page: the customer's screen (the portal's own views, ./CustomerScreen.tsx) beside the
 * analyst's choices and the flow's log, the business overview with the customer's place marked, and the example
 * journeys. In bokmål, as the portal and its analysts are.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { damageReportSteps, resumeHref, type StepName } from '../../../domain/damageReportSteps';
import type { Choice } from '../answers';
import { CASE_ID } from '../exampleData';
import type { Journey } from '../journeys';
import { placeName } from '../screen';
import { CustomerScreen, useExplorerVersion } from './CustomerScreen';
import type { Explorer, FlowId, Run } from './explorer';
import { replay } from './replay';

export interface ExplorerData {
  flows: { id: FlowId; svg: string; places: string[] }[];
  journeys: Journey[];
}

/** The browser's buttons and address bar; at the e-ID login the address is the e-ID service's. */
function AddressBar({ explorer, atLogin }: { explorer: Explorer; atLogin: boolean }) {
  const portalHref = useRouterState({ router: explorer.router, select: (s) => s.location.href });
  const href = atLogin ? 'https://innlogging.example/bankid (utenfor portalen)' : portalHref;
  const history = explorer.router.history;
  return (
    <div className="browser">
      <button
        className="xb"
        type="button"
        onClick={() => {
          explorer.log(explorer.shown, 'Kunden trykker Tilbake i nettleseren');
          if (atLogin) explorer.backFromLogin();
          else history.back();
        }}
        aria-label="Tilbake i nettleseren"
      >
        ← Tilbake
      </button>
      <button
        className="xb"
        type="button"
        onClick={() => {
          explorer.log(explorer.shown, 'Kunden trykker Frem i nettleseren');
          history.forward();
        }}
        aria-label="Frem i nettleseren"
      >
        Frem →
      </button>
      {/* At the e-ID login a reload shows the login page again: the portal is not in the tab. */}
      <button
        className="xb"
        type="button"
        onClick={() => (atLogin ? explorer.log('purchase', 'Kunden laster innloggingssiden inn på nytt.') : explorer.reload(explorer.shown))}
      >
        Last inn på nytt
      </button>
      <p className="url">
        <span className="visually-hidden">Adresse: </span>
        <span data-testid="url">{href}</span>
      </p>
    </div>
  );
}

/** The e-ID login's stand-in: the tab is outside the portal until the customer logs in or goes back. */
function EidPage({ explorer }: { explorer: Explorer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="eid">
      <h3 ref={heading} tabIndex={-1}>
        Innlogging med BankID
      </h3>
      <p>Kunden er utenfor portalen, hos e-ID-tjenesten. Skjemaet er lagret i fanen.</p>
      <button className="xb" type="button" onClick={() => void explorer.returnFromLogin()}>
        Logg inn med BankID og kom tilbake
      </button>
      <button className="xb" type="button" onClick={() => explorer.backFromLogin()}>
        Tilbake i nettleseren (uten å logge inn)
      </button>
    </div>
  );
}

function ScreenPanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const purchase = explorer.runs.get('purchase');
  const atLogin = explorer.shown === 'purchase' && purchase?.signingIn === true;
  return (
    <section className="xp-panel" id="screen" aria-labelledby="screen-title">
      <h2 id="screen-title">Kundens skjerm</h2>
      <AddressBar explorer={explorer} atLogin={atLogin} />
      {atLogin ? <EidPage explorer={explorer} /> : null}
      <div hidden={atLogin}>
        <CustomerScreen explorer={explorer} />
      </div>
    </section>
  );
}

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

/** Opens a saved draft at a step (as FORTSETT on the case list does): the stand-in server has the steps before it answered. */
function SavedDraft({ explorer }: { explorer: Explorer }) {
  const [step, setStep] = useState<StepName>('skade');
  return (
    <div>
      <label htmlFor="saved-at">Lagret utkast som har kommet til</label>{' '}
      <select id="saved-at" value={step} onChange={(e) => setStep(e.target.value as StepName)}>
        {damageReportSteps.names.map((name) => (
          <option key={name} value={name}>
            Steg {damageReportSteps.info(name).number}: {damageReportSteps.info(name).heading}
          </option>
        ))}
      </select>
      <button className="xb"
        type="button"
        onClick={() => {
          explorer.memory.get('damageReport')!.draft.reset(step);
          void explorer.restart('damageReport', resumeHref(CASE_ID, step), `— Kunden åpner et lagret utkast (FORTSETT), kommet til steg ${damageReportSteps.info(step).number} —`);
        }}
      >
        Åpne utkastet
      </button>
    </div>
  );
}

function ChoicesPanel({ explorer }: { explorer: Explorer }) {
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

/** Types the example answers of the step into the real form (the events its fields send). */
export function fill(explorer: Explorer, run: Run, step: string) {
  explorer.log(run.flow.id, `Kunden fyller ut «${run.flow.steps.info(step).heading}»`);
  for (const event of run.flow.fill(step)) run.actor.send(event);
}

function LogPanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const flow = explorer.flow(explorer.shown);
  const lines = explorer.logs.get(flow.id)!;
  const scroller = useRef<HTMLDivElement>(null);
  // The newest line in view, inside the log only (the page itself does not move).
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lines.length]);
  return (
    <section className="xp-panel" id="log" aria-labelledby="log-title">
      <h2 id="log-title">Dette skjedde i {flow.title}</h2>
      {/* Scrolls on its own, so it takes the focus (keyboard users scroll it too). */}
      <div role="log" className="log" tabIndex={0} aria-labelledby="log-title" ref={scroller}>
        <ol id="log-list">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function OverviewPanel({ explorer, data }: { explorer: Explorer; data: ExplorerData }) {
  useExplorerVersion(explorer);
  const flow = explorer.flow(explorer.shown);
  const run = explorer.runs.get(flow.id);
  const screen = run ? explorer.screenOf(run) : undefined;
  const inFlow = explorer.inFlow(flow.id);
  const place = inFlow ? screen?.place : undefined;
  const svg = useRef<HTMLDivElement>(null);
  const html = data.flows.find((f) => f.id === flow.id)!.svg;
  useEffect(() => {
    const picture = svg.current?.querySelector('svg');
    picture?.setAttribute('role', 'img');
    picture?.setAttribute('aria-labelledby', 'overview-title overview-now');
    for (const node of svg.current?.querySelectorAll('g.node') ?? []) node.classList.toggle('current', node.querySelector('title')?.textContent === place);
  });
  const here = !inFlow ? `kunden er utenfor ${flow.title}` : screen && place ? placeName(screen) : 'på vei (ingenting eget på skjermen)';
  return (
    <section className="xp-panel" id="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">{flow.title}: oversikten for fagfolk</h2>
      <p id="overview-now">Nå: {here}</p>
      <div className="svg" ref={svg} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

function JourneysPanel({ explorer, data }: { explorer: Explorer; data: ExplorerData }) {
  useExplorerVersion(explorer);
  const flow = explorer.flow(explorer.shown);
  const journeys = data.journeys.filter((j) => j.flow === flow.id);
  const labels = new Map(flow.choices.map((c) => [c.key, c]));
  const given = (j: Journey) =>
    Object.entries(j.set)
      .map(([key, value]) => {
        const choice = labels.get(key);
        const option = choice?.options?.find((o) => o.value === value)?.label;
        return `${choice?.label ?? key}${option ? `: ${option}` : ''}`;
      })
      .join('; ');
  return (
    <section className="xp-panel" id="journeys" aria-labelledby="journeys-title">
      <h2 id="journeys-title">Eksempelreiser</h2>
      <p>De korteste veiene til hver side, funnet i maskinens egne stier, for en ny kunde som fyller ut hvert steg.</p>
      <ul>
        {journeys.map((j) => (
          <li key={`${j.place}-${given(j)}`}>
            <span>
              Til {j.to}: <strong>{j.words}</strong>
              {given(j) ? ` (${given(j)})` : ''}
            </span>{' '}
            <button type="button" className="xb small" disabled={explorer.replaying} aria-label={`Spill av: til ${j.to}`} onClick={() => void replay(explorer, j)}>
              Spill av
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** «Meld skade, Kjøp forsikring og Si opp forsikring». */
const titlesOf = (explorer: Explorer) => new Intl.ListFormat('nb', { type: 'conjunction' }).format(explorer.flows.map((f) => f.title));

export function ExplorerApp({ explorer, data }: { explorer: Explorer; data: ExplorerData }) {
  useExplorerVersion(explorer);
  return (
    <div className="xp-page">
      <header>
        <h1>Flytutforsker</h1>
        <p>
          {titlesOf(explorer)} slik kunden ser dem: portalens egne skjermbilder, styrt av de ekte tilstandsmaskinene. Tjeneren er byttet ut; det den svarer, velger
          du.
        </p>
        <div role="group" aria-label="Flyt">
          {explorer.flows.map((f) => (
            <button className="xb" key={f.id} type="button" disabled={explorer.replaying} aria-pressed={explorer.shown === f.id} onClick={() => void explorer.show(f.id)}>
              {f.title}
            </button>
          ))}
        </div>
      </header>
      <main className="xp-main">
        <ScreenPanel explorer={explorer} />
        <ChoicesPanel explorer={explorer} />
        <LogPanel explorer={explorer} />
        <OverviewPanel explorer={explorer} data={data} />
        <JourneysPanel explorer={explorer} data={data} />
      </main>
    </div>
  );
}

