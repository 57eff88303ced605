import { CASE_LIST_HEADING } from '../../../domain/pageHeadings';
import { page } from '../../styles/ui.css';

/**
 * Both lists loading (SPEC 'Laster aktive saker...', 'Laster utkast...'). The sections with their headings come
 * in below the page heading when both lists have answered, so nothing already on screen moves.
 */
export function CaseListsLoading() {
  return (
    <>
      <p role="status">Laster aktive saker...</p>
      <p role="status">Laster utkast...</p>
    </>
  );
}

/** The case list while the route checks the login (its pendingComponent). */
export function CaseListLoading() {
  return (
    <div className={page} aria-busy="true">
      <h1>{CASE_LIST_HEADING}</h1>
      <CaseListsLoading />
    </div>
  );
}
