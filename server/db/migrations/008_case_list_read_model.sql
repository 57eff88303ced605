-- Issue 38: the case list (GET /api/getCases, server/lib/caseList.ts) reads one table again, as before the status
-- history. Two columns of `cases` copy what the list needs of the tables beside it. Triggers on those tables keep
-- them on every write, whoever makes it (the submit, `npm run case:status`, the claims API, uploads, deletes, the
-- seed, cascades), so no writer has to remember them:
--   status_history   the case's case_status_history oldest first (set_at, id), as [{code, at, inspectionDate}]:
--                    `at` ISO 8601 in UTC to the millisecond (what JavaScript's toISOString gives of the row's
--                    set_at, as getCase reads it), inspectionDate 'YYYY-MM-DD' or null; NULL for a case without one;
--   attachment_count its attachments (a draft's «Kom til steg …» counts them as uploaded).
-- getCase still reads case_status_history itself; tests/api/caseList.test.ts holds the copies to it.
-- CREATE OR REPLACE: `npm run db:reset` drops the tables (and with them the triggers), not the functions.
ALTER TABLE cases ADD COLUMN status_history jsonb;
ALTER TABLE cases ADD COLUMN attachment_count integer NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION case_status_history_json(target uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_agg(
           jsonb_build_object(
             'code', s.code,
             'at', to_char(s.set_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'inspectionDate', to_char(s.inspection_date, 'YYYY-MM-DD'))
           ORDER BY s.set_at, s.id)
  FROM case_status_history s WHERE s.case_id = target
$$;

-- Both copies of one case, worked out again from the tables. The case's row is locked first, so the copies are
-- computed after every other writer of this case has committed (every route holds that lock already; this is for
-- any other writer): two writers at once cannot leave a copy without the other's row.
CREATE OR REPLACE FUNCTION cases_refresh_list_copies(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM cases WHERE id = target FOR UPDATE;
  UPDATE cases SET
    status_history = case_status_history_json(target),
    attachment_count = (SELECT count(*) FROM attachments WHERE case_id = target)
  WHERE id = target;
END
$$;

-- After a row of case_status_history or attachments is added, changed or removed: the copies of its case (of both
-- cases when it moved to another).
CREATE OR REPLACE FUNCTION cases_refresh_list_copies_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM cases_refresh_list_copies(OLD.case_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.case_id IS DISTINCT FROM OLD.case_id) THEN
    PERFORM cases_refresh_list_copies(NEW.case_id);
  END IF;
  RETURN NULL;
END
$$;

UPDATE cases SET
  status_history = case_status_history_json(id),
  attachment_count = (SELECT count(*) FROM attachments a WHERE a.case_id = cases.id);

CREATE TRIGGER case_status_history_list_copies AFTER INSERT OR UPDATE OR DELETE ON case_status_history
  FOR EACH ROW EXECUTE FUNCTION cases_refresh_list_copies_of_row();
CREATE TRIGGER attachments_list_copies AFTER INSERT OR DELETE OR UPDATE OF case_id ON attachments
  FOR EACH ROW EXECUTE FUNCTION cases_refresh_list_copies_of_row();
