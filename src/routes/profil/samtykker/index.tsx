import { createFileRoute } from '@tanstack/react-router';
import { ConsentPage } from '../../../features/profile/ConsentPage';

export const Route = createFileRoute('/profil/samtykker/')({ component: ConsentPage });
