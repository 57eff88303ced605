import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '../../features/cases/CaseListPage';

/** SPEC §2: the case list. */
export const Route = createFileRoute('/skadesaker/')({ component: () => <CaseListPage /> });
