import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { CASE_LIST_HEADING } from '../../../domain/pageHeadings';
import { CASE_SUMMARY_ROUTE } from '../../../domain/paths';
import type { CaseListItem, Metadata } from '../../../domain/types';
import { useCases } from '../../api/getCases';
import { useMetadata } from '../../api/metadata';
import { Modal } from '../../components/Modal';
import { inspect } from '../../lib/inspector';
import { button, errorText, muted, page } from '../../styles/ui.css';
import { reachedText, resumeHref } from '../../../domain/damageReportSteps';
import * as css from './cases.css';
import { createdOnDateTime, damageTypeDisplayName } from './format';
import { CaseListsLoading } from './CaseListLoading';
import { StatusBadge } from './status/StatusBadge';
import { useAppDraftDeletionMachine, type DraftDeletionMachine } from './useDraftDeletion';

export const LOAD_FAILED = 'Kunne ikke laste dine saker. Vennligst oppdater siden og prøv igjen.';

function CreatedOn({ createdOn }: { createdOn: string }) {
  const dateTime = createdOnDateTime(createdOn);
  return dateTime ? <time dateTime={dateTime}>{createdOn}</time> : <>{createdOn}</>;
}

function ActiveCaseRow({ item, metadata }: { item: CaseListItem; metadata: Metadata | undefined }) {
  return (
    <li>
      <Link to={CASE_SUMMARY_ROUTE} params={{ caseId: item.incidentId }} className={css.rowLink}>
        <span className={css.rowText}>
          <span className={css.rowTitle}>{damageTypeDisplayName(item.damageType, metadata)}</span>
          <span className={css.rowMeta}>
            Meldt <CreatedOn createdOn={item.createdOn} />
            {item.buildingAddress ? `, ${item.buildingAddress}` : null}
          </span>
        </span>
        {item.caseStatus ? <StatusBadge status={item.caseStatus} /> : null}
        <span className={css.chevron} aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}

function DraftRow({
  item,
  metadata,
  onDelete,
}: {
  item: CaseListItem;
  metadata: Metadata | undefined;
  onDelete: (item: CaseListItem) => void;
}) {
  const router = useRouter();
  const href = resumeHref(item.incidentId, item.reachedStep);
  // A plain link (the flow's routes are registered by the damage report feature), navigated in-app.
  const onResume = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <li className={css.row}>
      <span className={css.rowText}>
        <span className={css.rowTitle}>{damageTypeDisplayName(item.damageType, metadata)}</span>
        <span className={css.rowMeta}>
          Påbegynt <CreatedOn createdOn={item.createdOn} />
          {item.buildingAddress ? `, ${item.buildingAddress}` : null}
        </span>
        {item.reachedStep ? <span className={css.rowMeta}>{reachedText(item.reachedStep)}</span> : null}
      </span>
      <span className={css.rowActions}>
        <a href={href} onClick={onResume} className={button.primary} aria-label={`Fortsett utkast fra ${item.createdOn}`}>
          FORTSETT
        </a>
        <button type="button" className={button.secondary} aria-label={`Slett utkast fra ${item.createdOn}`} onClick={() => onDelete(item)}>
          SLETT
        </button>
      </span>
    </li>
  );
}

/**
 * /skadesaker/ (SPEC §2 "Case list"): active cases and drafts, loaded separately and shown together. A draft resumes the
 * damage report flow or is deleted after confirmation (the draftDeletion machine); an active case
 * opens its summary. The route's beforeLoad sends anonymous visitors home. `machine` lets tests pass fakes.
 */
export function CaseListPage({ machine }: { machine?: DraftDeletionMachine }) {
  const active = useCases('active');
  const drafts = useCases('draft');
  const { data: metadata } = useMetadata();

  const appMachine = useAppDraftDeletionMachine();
  const [snapshot, send] = useMachine(machine ?? appMachine, { inspect });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const draftsHeadingRef = useRef<HTMLHeadingElement>(null);
  const dialogTextId = useId();
  const activeHeadingId = useId();
  const draftsHeadingId = useId();

  // After a deletion the row (and the focused SLETT button) goes away with the refreshed list:
  // then move focus to the drafts heading instead of leaving it on the page body.
  const deleting = snapshot.matches('deleting');
  const focusAfterDelete = useRef<{ data: CaseListItem[] | undefined } | null>(null);
  useEffect(() => {
    if (deleting) {
      focusAfterDelete.current = { data: drafts.data };
      return;
    }
    const pending = focusAfterDelete.current;
    if (!pending || pending.data === drafts.data) return;
    focusAfterDelete.current = null;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) draftsHeadingRef.current?.focus();
  }, [deleting, drafts.data]);

  const failed = Boolean(active.error || drafts.error);
  // Both lists show once both have answered: a list arriving first would otherwise be pushed down by the other.
  const answered = (list: { data?: unknown; error?: unknown }) => list.data !== undefined || list.error !== undefined;
  const loading = !answered(active) || !answered(drafts);
  const draft = snapshot.context.draft;

  return (
    <div className={page}>
      <h1>{CASE_LIST_HEADING}</h1>
      {failed ? (
        <p role="alert" className={errorText}>
          {LOAD_FAILED}
        </p>
      ) : null}

      {loading ? <CaseListsLoading /> : null}

      {loading || !active.data ? null : (
        <section className={css.section} aria-labelledby={activeHeadingId}>
          <h2 id={activeHeadingId}>Aktive saker</h2>
          {active.data.length === 0 ? (
            <p className={css.phoneNotice}>
              Saker du har meldt på telefon eller e-post, vises ikke her, men de blir behandlet som vanlig. Du får oppdateringer
              om disse sakene på e-post.
            </p>
          ) : (
            <ul className={css.list}>
              {active.data.map((item) => (
                <ActiveCaseRow key={item.incidentId} item={item} metadata={metadata} />
              ))}
            </ul>
          )}
        </section>
      )}

      {loading || !drafts.data ? null : (
        <section className={css.section} aria-labelledby={draftsHeadingId}>
          <h2 id={draftsHeadingId} ref={draftsHeadingRef} tabIndex={-1} className={css.sectionHeading}>
            Utkast
          </h2>
          {drafts.data.length === 0 ? (
            <p className={muted}>Du har ingen påbegynte skademeldinger.</p>
          ) : (
            <ul className={css.list}>
              {drafts.data.map((item) => (
                <DraftRow
                  key={item.incidentId}
                  item={item}
                  metadata={metadata}
                  onDelete={(row) => send({ type: 'user.delete', incidentId: row.incidentId, createdOn: row.createdOn })}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      <Modal
        open={snapshot.matches('confirming')}
        onClose={() => send({ type: 'user.cancel' })}
        title="Vil du slette utkastet?"
        role="alertdialog"
        describedBy={dialogTextId}
        initialFocus={cancelRef}
        actions={
          <>
            <button ref={cancelRef} type="button" className={button.secondary} onClick={() => send({ type: 'user.cancel' })}>
              AVBRYT
            </button>
            <button type="button" className={button.primary} onClick={() => send({ type: 'user.confirm' })}>
              SLETT
            </button>
          </>
        }
      >
        <p id={dialogTextId}>
          {draft ? `Utkastet fra ${draft.createdOn} blir slettet. ` : null}Du kan ikke angre dette.
        </p>
      </Modal>
    </div>
  );
}
