import { createFileRoute } from '@tanstack/react-router';
import { CaseListLoading } from '../../features/cases/CaseListLoading';
import { CaseListPage } from '../../features/cases/CaseListPage';
import { requireUser } from '../../routing/requireUser';

/** SPEC §2: the case list, for logged-in users. */
export const Route = createFileRoute('/skadesaker/')({
  beforeLoad: requireUser,
  pendingComponent: CaseListLoading,
  component: () => <CaseListPage />,
});
