import { createFileRoute } from '@tanstack/react-router';
import { ConsentUpdatedPage } from '../../../../features/profile/ConsentPage';

export const Route = createFileRoute('/profil/samtykker/oppdatert/')({ component: ConsentUpdatedPage });
