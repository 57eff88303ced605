import { Link, type LinkProps } from '@tanstack/react-router';
import { button, page } from '../styles/ui.css';

/** SPEC §8 'Denne siden er ikke tilgjengelig.' with the link the route table gives. */
export function UnavailablePage({ linkTo = '/', linkText = 'HJEM' }: { linkTo?: LinkProps['to']; linkText?: string }) {
  return (
    <div className={page}>
      <h1>Denne siden er ikke tilgjengelig.</h1>
      <p>
        <Link to={linkTo} className={button.primary}>
          {linkText}
        </Link>
      </p>
    </div>
  );
}
