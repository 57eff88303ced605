import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { isClosed } from '../../../../domain/caseStatus';
import { ATTACHMENT_ACCEPT } from '../../../../domain/schemas/attachment';
import type { Case } from '../../../../domain/types';
import type { AttachmentItem } from '../../../../machines/flowKit/uploads';
import { attachmentUrl } from '../../../api/downloadAttachment';
import { UploadRow } from '../../../components/uploads/UploadRow';
import { UPLOAD_TEXTS, uploadStatusText } from '../../../components/uploads/uploadTexts';
import * as uploadsCss from '../../../components/uploads/uploads.css';
import { inspect } from '../../../lib/inspector';
import { hint } from '../../../components/form/form.css';
import { button, card } from '../../../styles/ui.css';
import { appMoreAttachmentsMachine } from './actors';
import * as css from './moreAttachments.css';
import { ATTACHMENT_TEXTS } from './texts';

const HINT_ID = 'flere-vedlegg-hint';

/** The files stored on the case, each a download; those sent after SEND INN say so, with when. */
function StoredAttachments({ attachments }: { attachments: Case['attachments'] }) {
  if (attachments.length === 0) return <p>{ATTACHMENT_TEXTS.none}</p>;
  return (
    <ul className={css.storedList}>
      {attachments.map((a) => (
        <li key={a.attachmentId}>
          <a href={attachmentUrl(a.attachmentId)} className={css.storedName}>
            {a.filename}
          </a>
          {a.addedAfterSubmission && a.addedAt ? <span className={css.storedNote}>{ATTACHMENT_TEXTS.addedAfterSubmission(a.addedAt)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * LEGG TIL BILDER ELLER DOKUMENTER (issue 24): renders the more-photos machine and sends it the chosen files. The
 * files of this visit still on their way (or refused) are listed under the button; stored ones join the case's list
 * above when the case is reloaded.
 */
function AddAttachments({ caseId, closed }: { caseId: string; closed: boolean }) {
  const [snapshot, send] = useMachine(appMoreAttachmentsMachine, { input: { caseId, closed }, inspect });
  const inputRef = useRef<HTMLInputElement>(null);
  const items = snapshot.context.items;
  const pending = items.filter((item) => item.status !== 'finished');
  const added = items.filter((item) => item.status === 'finished');

  const queue = (item: AttachmentItem) => (
    <UploadRow
      key={item.id}
      item={item}
      statusId={`flere-vedlegg-${item.id}-status`}
      statusText={uploadStatusText(item)}
      onDelete={item.status === 'error' ? () => send({ type: 'user.dismiss', id: item.id }) : undefined}
    />
  );

  return (
    <div className={css.adding}>
      {snapshot.matches('closed') ? (
        <p>{ATTACHMENT_TEXTS.closed}</p>
      ) : (
        <>
          <p id={HINT_ID} className={hint}>
            {UPLOAD_TEXTS.hint}
          </p>
          <button type="button" className={button.secondary} aria-describedby={HINT_ID} onClick={() => inputRef.current?.click()}>
            {ATTACHMENT_TEXTS.addButton}
          </button>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            accept={ATTACHMENT_ACCEPT}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              if (files.length) send({ type: 'user.addFiles', files });
              e.target.value = '';
            }}
          />
        </>
      )}
      {pending.length ? (
        <ul className={uploadsCss.fileList} aria-label="Vedlegg som lastes opp">
          {pending.map(queue)}
        </ul>
      ) : null}
      <p role="status">{added.map((item) => ATTACHMENT_TEXTS.added(item.filename)).join(' ')}</p>
    </div>
  );
}

/** The case page's «Vedlegg»: the case's files, and more of them while the case is open. */
export function CaseAttachments({ caseId, kase }: { caseId: string; kase: Case }) {
  return (
    <section className={card} aria-labelledby="sak-vedlegg">
      <h2 id="sak-vedlegg">{ATTACHMENT_TEXTS.heading}</h2>
      <StoredAttachments attachments={kase.attachments} />
      <AddAttachments caseId={caseId} closed={isClosed(kase.caseStatus?.code)} />
    </section>
  );
}
