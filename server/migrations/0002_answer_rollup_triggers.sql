-- The answer rollup (ADR 014). answer_counts holds, for each question listed in answer_rollups,
-- how many of the form's responses gave each raw answer (by_value) or any answer at all (the
-- question id '' counts every response). These statement-level triggers keep it exact in the
-- transaction that adds or removes the responses, whichever code path does it.
--
-- A count is the sum of its shards. Each connection adds to shard pg_backend_pid() % 16: a form's
-- total and its text questions' counts change with every submission, and one row per counter
-- would make concurrent submissions queue for each other's commit (measured with pgbench, four
-- clients inserting single responses: 1,200 tps on one row per counter, 2,800 with shards, 4,100
-- without the rollup).
--
-- Locking, per form, with pg_advisory_xact_lock on (1634627954, hashtext(form_id)):
-- - inserts take it shared, so submissions to one form run side by side;
-- - deletes, and answer-rollup.ts when it lists questions and counts the responses already stored
--   for them, take it exclusive: a count is never taken while a response it would miss is in
--   flight, and a delete never updates counters while an insert does.
-- Inserts touch answer_counts rows in key order, so two of them cannot deadlock.

CREATE FUNCTION answer_rollup_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1634627954, hashtext(f.form_id))
    FROM (SELECT DISTINCT form_id FROM new_rows ORDER BY form_id) f;
  INSERT INTO answer_counts AS c (form_id, question_id, answer_key, shard, answer, n)
  SELECT d.form_id, d.question_id, md5(d.answer::text)::uuid, pg_backend_pid() % 16, d.answer, d.n
  FROM (
    SELECT r.form_id, q.question_id,
           CASE WHEN q.by_value THEN r.answers -> q.question_id ELSE 'true'::jsonb END AS answer,
           count(*) AS n
    FROM new_rows r JOIN answer_rollups q ON q.form_id = r.form_id
    WHERE q.question_id = '' OR r.answers ? q.question_id
    GROUP BY 1, 2, 3
  ) d
  ORDER BY 1, 2, 3
  ON CONFLICT (form_id, question_id, answer_key, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted responses are taken off as negative counts in this connection's shard; a counter whose
-- shards then add up to zero is removed, so a form's counters never outlive its answers. The
-- counting repeats the insert trigger's over old_rows: a transition table can only be named by
-- the trigger that declares it, and dynamic SQL would be re-planned on every submission.
CREATE FUNCTION answer_rollup_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1634627954, hashtext(f.form_id))
    FROM (SELECT DISTINCT form_id FROM old_rows ORDER BY form_id) f;
  INSERT INTO answer_counts AS c (form_id, question_id, answer_key, shard, answer, n)
  SELECT d.form_id, d.question_id, md5(d.answer::text)::uuid, pg_backend_pid() % 16, d.answer, -d.n
  FROM (
    SELECT r.form_id, q.question_id,
           CASE WHEN q.by_value THEN r.answers -> q.question_id ELSE 'true'::jsonb END AS answer,
           count(*) AS n
    FROM old_rows r JOIN answer_rollups q ON q.form_id = r.form_id
    WHERE q.question_id = '' OR r.answers ? q.question_id
    GROUP BY 1, 2, 3
  ) d
  ORDER BY 1, 2, 3
  ON CONFLICT (form_id, question_id, answer_key, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM answer_counts c
  USING (
    SELECT form_id, question_id, answer_key FROM answer_counts
    WHERE form_id IN (SELECT DISTINCT form_id FROM old_rows)
    GROUP BY 1, 2, 3 HAVING sum(n) = 0
  ) z
  WHERE c.form_id = z.form_id AND c.question_id = z.question_id AND c.answer_key = z.answer_key;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A stored response is a record of what was submitted: its answers and its form never change, so
-- the counts need no update path. Anything that tries gets an error, not silent drift.
CREATE FUNCTION responses_keep_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a stored response''s answers and form cannot change'
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER responses_answer_rollup_insert AFTER INSERT ON responses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_count_inserted();
--> statement-breakpoint
CREATE TRIGGER responses_answer_rollup_delete AFTER DELETE ON responses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_count_deleted();
--> statement-breakpoint
CREATE TRIGGER responses_answers_immutable BEFORE UPDATE OF answers, form_id ON responses
  FOR EACH ROW WHEN (old.answers IS DISTINCT FROM new.answers OR old.form_id IS DISTINCT FROM new.form_id)
  EXECUTE FUNCTION responses_keep_answers();
