-- Issue 24. The status history of a submitted case: «Mottatt» on submit, then what the operator command
-- (`npm run case:status`) sets. The codes are domain/caseStatus.ts's; only 'befaring_avtalt' carries a date, the
-- inspection's. `id` orders statuses set within the same instant.
CREATE TABLE case_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code IN ('mottatt', 'under_vurdering', 'befaring_avtalt', 'tiltak_pagar', 'avsluttet')),
  set_at timestamptz NOT NULL DEFAULT now(),
  inspection_date date,
  CONSTRAINT case_status_inspection_date CHECK ((code = 'befaring_avtalt') = (inspection_date IS NOT NULL))
);
CREATE INDEX case_status_history_case_id_idx ON case_status_history (case_id, set_at, id);
-- Cases submitted before this migration were received when they were submitted.
INSERT INTO case_status_history (case_id, code, set_at)
  SELECT id, 'mottatt', COALESCE(submitted_at, updated_at) FROM cases WHERE submitted_on_web;

-- An attachment the customer added after submitting (POST /api/addCaseAttachment); created_at says when.
ALTER TABLE attachments ADD COLUMN added_after_submission boolean NOT NULL DEFAULT false;
