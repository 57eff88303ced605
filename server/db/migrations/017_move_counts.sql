-- Issue 49: where customers really go (docs/privacy.md «Telling av steg i flytene»). Daily totals of the moves the
-- flows' machines make between the places their overviews draw, and of the time on a step as a histogram. Nothing
-- of a customer: no id, no address, no time of day; each row is a sum over everyone that day (Oslo time). Several
-- servers add to one row (INSERT … ON CONFLICT … DO UPDATE SET n = n + excluded.n, server/routes/countMoves.ts).
--   flow        the flow's machine id (domain/countedMoves.ts COUNTED_FLOWS)
--   from_place, to_place  places of the flow (machines/moves/places.ts), `start` and `left` included
--   event       the machine's event that made the move, or a leave (page.closed, flow.left)
--   outcome     the key of the notice the customer was shown ('' for none), never its text
CREATE TABLE move_counts (
  day date NOT NULL,
  flow text NOT NULL,
  from_place text NOT NULL,
  event text NOT NULL,
  to_place text NOT NULL,
  outcome text NOT NULL DEFAULT '',
  n bigint NOT NULL CHECK (n > 0),
  PRIMARY KEY (day, flow, from_place, event, to_place, outcome)
);

--   bucket   the index of the time's bucket (domain/countedMoves.ts STEP_TIME_BOUNDS_S)
CREATE TABLE step_time_counts (
  day date NOT NULL,
  flow text NOT NULL,
  step text NOT NULL,
  bucket smallint NOT NULL CHECK (bucket >= 0),
  n bigint NOT NULL CHECK (n > 0),
  PRIMARY KEY (day, flow, step, bucket)
);
