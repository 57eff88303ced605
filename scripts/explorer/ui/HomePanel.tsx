/**
 * «Forsiden med dialogene»: what the customer has when the logged-in home page opens (consented before, closed the
 * reminder before, drafts not sent in, a save that fails), and the home page opened with them (./HomePage.tsx).
 */
import { useExplorerVersion } from './CustomerScreen';
import type { Explorer } from './explorer';

export function HomePanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const { choices } = explorer.home;
  const set = (change: () => void) => {
    change();
    explorer.changed();
  };
  const check = (id: string, label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <div className="xp-choice">
      <input type="checkbox" id={id} checked={checked} onChange={(e) => set(() => onChange(e.target.checked))} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  return (
    <section className="xp-panel" id="home" aria-labelledby="home-title">
      <h2 id="home-title">Forsiden med dialogene</h2>
      {check('home-consented', 'Kunden har samtykket til digital kontakt (i profilen)', choices.consented, (v) => (choices.consented = v))}
      {check('home-dismissed', 'Kunden har lukket påminnelsen før i denne nettleseren', choices.dismissedBefore, (v) => (choices.dismissedBefore = v))}
      <div className="xp-choice">
        <label htmlFor="home-drafts">Utkast som ikke er sendt inn</label>{' '}
        <input id="home-drafts" type="number" min={0} max={9} style={{ width: '4em' }} value={choices.drafts} onChange={(e) => set(() => (choices.drafts = Math.max(0, Number(e.target.value) || 0)))} />
      </div>
      {check('home-save-fails', 'Lagringen av samtykket feiler', choices.saveFails, (v) => (choices.saveFails = v))}
      <div className="actions">
        <button className="xb" type="button" disabled={explorer.replaying} onClick={() => explorer.showHome()}>
          Vis forsiden med dialogene
        </button>
        <a href="homeModals.business.svg" target="_blank" rel="noopener">
          Dialogene: oversikten for fagfolk (åpnes i en ny fane)
        </a>
      </div>
    </section>
  );
}
