import { Link } from '@tanstack/react-router';
import { button } from '../../styles/ui.css';
import * as css from '../../components/form/form.css';

/** /meld-skade/takk: the thank-you page with a link to the case list. */
export function TakkPage() {
  return (
    <section className={css.statusPage} aria-labelledby="takk-tittel">
      <h1 id="takk-tittel" className={css.heading}>
        Takk for skademeldingen!
      </h1>
      <p>
        Vi har mottatt skademeldingen din og tar kontakt med deg, vanligvis innen neste arbeidsdag. Du kan følge saken under
        Se mine skadesaker.
      </p>
      <Link to="/skadesaker" className={button.primary}>
        SE MINE SKADESAKER
      </Link>
    </section>
  );
}
