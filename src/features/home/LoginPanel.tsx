import { FORMER_PRODUCT_NAME, PRODUCT_NAME, RENAME_DATE } from '../../../domain/brand';
import { button, page } from '../../styles/ui.css';
import { loginPanelTexts, loginVariant, type HomeSearch, type LoginVariant } from '../../../domain/loginPanels';
import { loginHref } from './loginVariant';
import * as css from './home.css';

const MONTHS_NB = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];

/**
 * "20. mai 2025". By hand: dayjs with its Norwegian locale would join the first load of /, and building an
 * Intl.DateTimeFormat costs the first paint of the panel tens of milliseconds on a slow phone.
 */
export function formatRenameDate(): string {
  const [year, month, day] = RENAME_DATE.split('-').map(Number) as [number, number, number];
  return `${day}. ${MONTHS_NB[month - 1]} ${year}`;
}

/** The anonymous home page: one of the five login panels (SPEC §1). */
export function LoginPanel({ variant, origin = window.location.origin }: { variant: LoginVariant; origin?: string }) {
  const texts = loginPanelTexts(variant);
  return (
    <div className={page}>
      <div className={css.hero}>
        <section className={css.panel} aria-labelledby="login-title">
          <p className={css.eyebrow}>{texts.eyebrow}</p>
          <h1 id="login-title" className={css.title}>
            {texts.title}
          </h1>
          {texts.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <a href={loginHref(variant, origin)} className={`${button.primary} ${css.loginButton}`}>
            LOGG INN MED BANKID
          </a>
          <p className={css.renameNotice}>
            {FORMER_PRODUCT_NAME} har byttet navn til {PRODUCT_NAME}. Det nye navnet gjelder fra {formatRenameDate()}.
          </p>
        </section>
        <aside className={css.facts} aria-label={`Om ${PRODUCT_NAME}`}>
          <div className={css.factCard}>
            <span className={css.factNumber}>ca. 90 år</span>
            erfaring med råte, sopp og skadedyr i norske bygninger.
          </div>
          <div className={css.factCard}>
            <span className={css.factNumber}>1,2 millioner</span>
            boliger og næringsbygg er forsikret hos oss.
          </div>
          <div className={css.factCard}>
            <strong>Bor du i leilighet eller et bygg med flere boenheter?</strong> Da må borettslaget eller sameiet kjøpe
            råte- og skadedyrforsikring for at alle skal være dekket.
          </div>
        </aside>
      </div>
    </div>
  );
}

/** The front page for a visitor: the login panel the query asks for (loginVariant). */
export function LoginPage({ search }: { search: HomeSearch }) {
  return <LoginPanel variant={loginVariant(search)} />;
}
