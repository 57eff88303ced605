import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../../../components/UnavailablePage';

/** SPEC §2: unavailable, link to /profil. */
export const Route = createFileRoute('/profil/rediger-profil/')({
  component: () => <UnavailablePage linkTo="/profil" linkText="GÅ TIL DIN PROFIL" />,
});
