import { useRef } from 'react';
import { ATTACHMENT_ACCEPT } from '../../../../domain/schemas/attachment';
import { DESCRIPTION_MAX } from '../../../../domain/schemas/damageReportFields';
import { asksAttachments } from '../../../../machines/damageReport/selectors';
import type { AttachmentItem } from '../../../../machines/flowKit/uploads';
import { describedBy, FieldError, RadioGroup, TextField, useChange } from '../fields';
import { errorId, fieldId, StepLayout, useDamageReportActor, useFieldError, useFlowSelector, useForm } from '../flowContext';
import * as formCss from '../../../components/form/form.css';
import * as css from '../../../components/uploads/uploads.css';
import { UploadRow } from '../../../components/uploads/UploadRow';
import { UPLOAD_TEXTS, uploadStatusText } from '../../../components/uploads/uploadTexts';
import { damageReportQuestions } from '../../../../domain/damageReportQuestions';

const ASKS = damageReportQuestions.informasjon;

function AttachmentRow({ item }: { item: AttachmentItem }) {
  const actor = useDamageReportActor();
  const busy = useFlowSelector((s) => s.hasTag('busy'));
  return (
    <UploadRow
      item={item}
      statusId={`${fieldId('attachments')}-${item.id}-status`}
      statusText={uploadStatusText(item)}
      deleteDisabled={busy}
      onDelete={() => actor.send({ type: 'user.deleteAttachment', id: item.id })}
    />
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
        {UPLOAD_TEXTS.hint}
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
        <ul className={css.fileList} aria-label={ASKS.attachments}>
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
  const asksFiles = useFlowSelector(asksAttachments);
  return (
    <StepLayout step="informasjon">
      <RadioGroup
        field="dmgAddAttachment"
        legend={ASKS.dmgAddAttachment}
        hint="Bilder av skaden hjelper oss å behandle saken raskere."
        inline
        options={[
          { value: 'Ja', label: 'Ja' },
          { value: 'Nei', label: 'Nei' },
        ]}
        value={form.dmgAddAttachment}
        onChange={(value) => change('dmgAddAttachment', value)}
      />
      {asksFiles ? <Attachments /> : null}
      <TextField
        field="descriptionOfDamage"
        label={ASKS.descriptionOfDamage}
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
