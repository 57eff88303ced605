import { page } from '../../styles/ui.css';
import * as css from './cases.css';

/** The case list while the route checks the login (its pendingComponent): both lists loading. */
export function CaseListLoading() {
  return (
    <div className={page} aria-busy="true">
      <h1>Dine skadesaker</h1>
      <section className={css.section}>
        <h2>Aktive saker</h2>
        <p role="status">Laster aktive saker...</p>
      </section>
      <section className={css.section}>
        <h2 className={css.sectionHeading}>Utkast</h2>
        <p role="status">Laster utkast...</p>
      </section>
    </div>
  );
}
