import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../../../../components/UnavailablePage';

/** SPEC §2: unavailable with the link GÅ TIL DIN PROFIL. */
export const Route = createFileRoute('/profil/rediger-profil/oppdatert/')({
  component: () => <UnavailablePage linkTo="/profil" linkText="GÅ TIL DIN PROFIL" />,
});
