import { useEffect, useState } from 'react';
import type { AttachmentItem } from '../../../machines/flowKit/uploads';
import * as formCss from '../form/form.css';
import * as css from './uploads.css';

/** A small picture of a photo the customer has on the device (decorative: the file name says what it is). */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Read as a data URL: nothing to revoke, so the effect can run twice (StrictMode) without a broken picture.
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url ? <img src={url} alt="" className={css.thumbnail} width={48} height={48} /> : null;
}

/**
 * One chosen file in an upload list: its photo, name, status (announced politely), a progress bar while it
 * uploads and a «Slett» button where `onDelete` is given. The flow decides what the status says and what deleting does.
 */
export function UploadRow({
  item,
  statusId,
  statusText,
  onDelete,
  deleteDisabled = false,
}: {
  item: AttachmentItem;
  statusId: string;
  statusText: string;
  onDelete?: () => void;
  deleteDisabled?: boolean;
}) {
  const photo = item.file && item.file.size > 0 && item.mimetype.startsWith('image/') ? item.file : null;
  return (
    <li className={photo ? `${css.fileItem} ${css.fileItemWithThumbnail}` : css.fileItem}>
      {photo ? <Thumbnail file={photo} /> : null}
      <span className={formCss.optionText}>
        <span className={css.fileName}>{item.filename}</span>
        <span id={statusId} className={item.status === 'error' ? css.fileStatusError : css.fileStatus} aria-live="polite">
          {statusText}
        </span>
      </span>
      {onDelete ? (
        <button type="button" className={css.deleteButton} aria-label={`Slett ${item.filename}`} disabled={deleteDisabled} onClick={onDelete}>
          Slett
        </button>
      ) : null}
      {item.status === 'uploading' ? (
        <progress className={css.progressBar} max={100} value={item.progress} aria-label={`Opplasting av ${item.filename}`} />
      ) : null}
    </li>
  );
}
