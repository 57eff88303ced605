import { useEffect, useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT } from '../../../../domain/schemas/attachment';
import { DESCRIPTION_MAX } from '../../../../domain/schemas/damageReportFields';
import type { AttachmentItem } from '../../../../machines/flowKit/uploads';
import { describedBy, FieldError, RadioGroup, TextField, useChange } from '../fields';
import { errorId, fieldId, StepLayout, useDamageReportActor, useFieldError, useFlowSelector, useForm } from '../flowContext';
import * as formCss from '../../../components/form/form.css';
import * as css from '../damageReport.css';
import { OFFLINE_TEXTS } from '../offlineTexts';

function statusText(item: AttachmentItem): string {
  switch (item.status) {
    case 'uploading':
      return `Laster opp … ${item.progress} %`;
    case 'waiting':
      return OFFLINE_TEXTS.photoWaiting;
    case 'finished':
      return 'Lastet opp';
    case 'error':
      return item.failure === 'conversion'
        ? 'Vi klarte ikke å gjøre om HEIC-bildet til JPEG. Slett filen, og last opp bildet som JPEG i stedet.'
        : 'Opplastingen feilet. Slett filen og prøv igjen.';
  }
}

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

function AttachmentRow({ item }: { item: AttachmentItem }) {
  const actor = useDamageReportActor();
  const busy = useFlowSelector((s) => s.hasTag('busy'));
  const statusId = `${fieldId('attachments')}-${item.id}-status`;
  const photo = item.file && item.file.size > 0 && item.mimetype.startsWith('image/') ? item.file : null;
  return (
    <li className={photo ? `${css.fileItem} ${css.fileItemWithThumbnail}` : css.fileItem}>
      {photo ? <Thumbnail file={photo} /> : null}
      <span className={formCss.optionText}>
        <span className={css.fileName}>{item.filename}</span>
        <span id={statusId} className={item.status === 'error' ? css.fileStatusError : css.fileStatus} aria-live="polite">
          {statusText(item)}
        </span>
      </span>
      <button
        type="button"
        className={css.deleteButton}
        aria-label={`Slett ${item.filename}`}
        disabled={busy}
        onClick={() => actor.send({ type: 'user.deleteAttachment', id: item.id })}
      >
        Slett
      </button>
      {item.status === 'uploading' ? (
        <progress className={css.progressBar} max={100} value={item.progress} aria-label={`Opplasting av ${item.filename}`} />
      ) : null}
    </li>
  );
}

function Attachments() {
  const actor = useDamageReportActor();
  const attachments = useFlowSelector((s) => s.context.attachments);
  const error = useFieldError('attachments');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = fieldId('attachments');
  return (
    <div className={formCss.field}>
      <label htmlFor={id} className={formCss.label}>
        Last opp bilder, video eller dokumenter
      </label>
      <p id={`${id}-hint`} className={formCss.hint}>
        Du kan velge flere filer samtidig. Tillatte filtyper er bilder, video, PDF og Word (doc og docx), inntil 20 MB per fil.
        Bildene gjøres mindre før de sendes, og posisjonen i bildet fjernes.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className={css.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, errorId('attachments'))}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          if (files.length) actor.send({ type: 'user.addFiles', files });
          if (inputRef.current) inputRef.current.value = '';
        }}
      />
      <FieldError field="attachments" />
      {attachments.length ? (
        <ul className={css.fileList} aria-label="Vedlegg">
          {attachments.map((item) => (
            <AttachmentRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function InformasjonStep() {
  const form = useForm();
  const change = useChange();
  const length = (form.descriptionOfDamage ?? '').length;
  return (
    <StepLayout step="informasjon">
      <RadioGroup
        field="dmgAddAttachment"
        legend="Vil du laste opp bilder eller andre vedlegg?"
        hint="Bilder av skaden hjelper oss å behandle saken raskere."
        inline
        options={[
          { value: 'Ja', label: 'Ja' },
          { value: 'Nei', label: 'Nei' },
        ]}
        value={form.dmgAddAttachment}
        onChange={(value) => change('dmgAddAttachment', value)}
      />
      {form.dmgAddAttachment === 'Ja' ? <Attachments /> : null}
      <TextField
        field="descriptionOfDamage"
        label="Beskriv skaden"
        hint="Fortell hva du har sett, hvor i boligen skaden er, og når du oppdaget den."
        multiline
        after={
          <p className={formCss.counter}>
            {length} av {DESCRIPTION_MAX} tegn
          </p>
        }
      />
    </StepLayout>
  );
}
