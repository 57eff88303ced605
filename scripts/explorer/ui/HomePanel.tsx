/**
 * «Forsiden med dialogene»: what the customer has when the logged-in home page opens (consented before, closed the
 * reminder before, drafts not sent in, a save that fails: ../home.ts), and the home page opened with them
 * (./HomePage.tsx).
 */
import { overviewFile, type ExplorerData } from './explorerData';
import { HOME_CHOICE_LIST, homeValues, setHomeChoice } from '../home';
import { ChoiceControl } from './ChoicesPanel';
import { useExplorerVersion } from './CustomerScreen';
import type { Explorer } from './explorer';

export function HomePanel({ explorer, data }: { explorer: Explorer; data: ExplorerData }) {
  useExplorerVersion(explorer);
  const { choices } = explorer.home;
  return (
    <section className="xp-panel" id="home" aria-labelledby="home-title">
      <h2 id="home-title">Forsiden med dialogene</h2>
      {HOME_CHOICE_LIST.map((choice) => (
        <ChoiceControl
          key={choice.key}
          choice={choice}
          idPrefix="home"
          values={homeValues(choices)}
          disabled={explorer.replaying}
          onChange={(value) => {
            setHomeChoice(choices, choice.key, value);
            explorer.changed();
          }}
        />
      ))}
      <div className="actions">
        <button className="xb" type="button" disabled={explorer.replaying} onClick={() => explorer.showHome()}>
          Vis forsiden med dialogene
        </button>
        <a href={overviewFile(data, 'homeModals')} target="_blank" rel="noopener">
          Dialogene: oversikten for fagfolk (åpnes i en ny fane)
        </a>
      </div>
    </section>
  );
}
