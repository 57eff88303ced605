/**
 * The flow explorer's page: the customer's screen (./ScreenPanel.tsx: the portal's own views, ./CustomerScreen.tsx)
 * beside the analyst's choices (./ChoicesPanel.tsx) and the flow's log, the business overview with the customer's
 * place marked, and the example journeys. In bokmål, as the portal and its analysts are.
 */
import { useEffect, useRef } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { listenForPanelKeys } from './panelKeys';
import { flowById } from '../../../domain/flows';
import type { Journey } from '../journeys';
import { homeModalsBusinessView } from '../../../machines/homeModals.businessView';
import { HOME_DIALOGS_ID } from '../home';
import { stateWords } from '../moves';
import { placeName } from '../screen';
import { ChoicesPanel } from './ChoicesPanel';
import { HomePanel } from './HomePanel';
import { MovesPanel } from './MovesPanel';
import { useExplorerVersion } from './CustomerScreen';
import type { Explorer } from './explorer';
import { replay } from './replay';
import { ScreenPanel } from './ScreenPanel';
import { overviewFile, stepFile, type ExplorerData } from './explorerData';


function LogPanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const flow = explorer.flow(explorer.shown);
  const home = explorer.atHome();
  const lines = home ? explorer.homeLog : explorer.logs.get(flow.id)!;
  const scroller = useRef<HTMLDivElement>(null);
  // The newest line in view, inside the log only (the page itself does not move).
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lines.length]);
  return (
    <section className="xp-panel" id="log" aria-labelledby="log-title">
      <h2 id="log-title">{home ? 'Dette skjedde på forsiden' : `Dette skjedde i ${flow.title}`}</h2>
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

/** The marked place, the words for it and the drawing: of the home page's dialogs, or of the flow shown. */
interface Shown {
  title: string;
  svg: string;
  place: string | undefined;
  here: string;
  /** The overview's own file, opened in full size. */
  file: string;
  /** The drawing of the step the customer is on: its rules and every way on. */
  step?: { file: string; heading: string } | null;
}

/** The home page's dialogs: the open one is marked (its box is named `<dialog's machine>.<its state>`). */
function homeShown(explorer: Explorer, data: ExplorerData): Shown {
  const dialog = explorer.dialogs.shown(explorer.flow(explorer.shown).view);
  const snapshot = dialog?.actor.getSnapshot() as AnyMachineSnapshot | undefined;
  const state = snapshot ? snapshot.value : undefined;
  const place = dialog ? `${dialog.machine.id}.${typeof state === 'string' ? state : Object.keys(state as object)[0]}` : `${HOME_DIALOGS_ID}.done`;
  return {
    title: homeModalsBusinessView.title,
    svg: data.home.svg,
    place,
    here: (snapshot && stateWords(snapshot)) ?? 'forsiden uten dialog',
    file: overviewFile(data, HOME_DIALOGS_ID),
  };
}

function OverviewPanel({ explorer, data }: { explorer: Explorer; data: ExplorerData }) {
  useExplorerVersion(explorer);
  if (explorer.atHome()) {
    const shown = homeShown(explorer, data);
    return <Overview shown={shown} counts={countsOf(data, HOME_DIALOGS_ID, shown.place)} />;
  }
  return <FlowOverview explorer={explorer} data={data} />;
}

/** The period's numbers of the box the customer is on, when the explorer has them. */
function countsOf(data: ExplorerData, overview: string, place: string | undefined): Counts | undefined {
  if (!data.counts) return undefined;
  return { period: data.counts.period, lines: place ? data.counts.boxes[overview]?.[place] : undefined };
}

interface Counts {
  period: string;
  /** The box's numbers in words; none: no customer was counted there in the period. */
  lines: readonly string[] | undefined;
}

function CountsHere({ counts, here }: { counts: Counts; here: string }) {
  return (
    <div id="overview-counts" aria-labelledby="overview-counts-title">
      <h3 id="overview-counts-title">Kundene her, {counts.period}</h3>
      {counts.lines ? (
        <ul>
          {counts.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>Ingen kunder er talt her ({here}) i perioden.</p>
      )}
      <p>Under 10 vises som «under 10». De tre første står også i boksen i oversikten; pilene ut av boksen har hver sin vei.</p>
    </div>
  );
}

function FlowOverview({ explorer, data }: { explorer: Explorer; data: ExplorerData }) {
  const flow = explorer.flow(explorer.shown);
  const run = explorer.runs.get(flow.id);
  const screen = run ? explorer.screenOf(run) : undefined;
  const inFlow = explorer.inFlow(flow.id);
  const place = inFlow ? screen?.place : undefined;
  const html = data.flows.find((f) => f.id === flow.id)!.svg;
  const here = !inFlow ? `kunden er utenfor ${flow.title}` : screen && place ? placeName(screen) : 'på vei (ingenting eget på skjermen)';
  // The step the customer is on, whose own drawing (its rules, every way out) opens beside the explorer.
  const steps = flowById(flow.id).steps;
  const step = place && steps.isName(place) ? steps.info(place) : null;
  const stepDrawing = step ? { file: stepFile(data, flow.id, step.name), heading: step.heading } : null;
  return <Overview shown={{ title: flow.title, svg: html, place, here, file: overviewFile(data, flow.id), step: stepDrawing }} counts={countsOf(data, flow.id, place)} />;
}

function Overview({ shown, counts }: { shown: Shown; counts: Counts | undefined }) {
  const { place, here, svg: html, step } = shown;
  const svg = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const picture = svg.current?.querySelector('svg');
    // A drawing whose step boxes are links to their step's drawing: a group, its links reached by Tab.
    picture?.setAttribute('role', 'group');
    picture?.setAttribute('aria-labelledby', 'overview-title overview-now');
    for (const node of svg.current?.querySelectorAll('g.node') ?? []) node.classList.toggle('current', node.querySelector('title')?.textContent === place);
  });
  return (
    <section className="xp-panel" id="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">
        {shown.title}: oversikten for fagfolk{counts ? `, med kundene ${counts.period}` : ''}
      </h2>
      <p id="overview-now">Nå: {here}</p>
      {counts ? <CountsHere counts={counts} here={here} /> : null}
      {step ? (
        <p>
          <a href={step.file} target="_blank" rel="noopener">
            Tegningen av steget «{step.heading}»: reglene og alle veier videre (åpnes i en ny fane)
          </a>
        </p>
      ) : null}
      <p>
        <a href={shown.file} target="_blank" rel="noopener">
          Åpne oversikten i full størrelse (åpnes i en ny fane)
        </a>
      </p>
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
  // On the home page the journeys are none of the last flow's: each begins with choosing a flow above.
  if (explorer.atHome()) {
    return (
      <section className="xp-panel" id="journeys" aria-labelledby="journeys-title">
        <h2 id="journeys-title">Eksempelreiser</h2>
        <p>Kunden er på forsiden. Velg en flyt øverst for å se veiene gjennom den.</p>
      </section>
    );
  }
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
  useEffect(() => listenForPanelKeys(), []);
  return (
    <div className="xp-page">
      <header>
        <h1>Flytutforsker</h1>
        <p>
          {titlesOf(explorer)} slik kunden ser dem: portalens egne skjermbilder, styrt av de ekte tilstandsmaskinene. Tjeneren er byttet ut; det den svarer, velger
          du. F6 går til neste panel (Shift+F6 til forrige), også når en dialog er åpen på kundens skjerm.
        </p>
        <div role="group" aria-label="Flyt">
          {explorer.flows.map((f) => (
            <button className="xb" key={f.id} type="button" disabled={explorer.replaying} aria-pressed={explorer.shown === f.id && !explorer.atHome()} onClick={() => void explorer.show(f.id)}>
              {f.title}
            </button>
          ))}
        </div>
      </header>
      <main className="xp-main">
        {/* In the order they are seen at 1000 px and wider: the screen, beside it the overview, the choices and the log. */}
        <ScreenPanel explorer={explorer} />
        <OverviewPanel explorer={explorer} data={data} />
        <ChoicesPanel explorer={explorer} />
        <MovesPanel explorer={explorer} />
        <HomePanel explorer={explorer} data={data} />
        <LogPanel explorer={explorer} />
        <JourneysPanel explorer={explorer} data={data} />
      </main>
    </div>
  );
}

