CREATE TABLE "answer_hours" (
	"form_id" text NOT NULL,
	"question_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"answer_key" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"answer" jsonb NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "answer_hours_form_id_question_id_hour_answer_key_shard_pk" PRIMARY KEY("form_id","question_id","hour","answer_key","shard")
);
--> statement-breakpoint
CREATE TABLE "answer_pair_counts" (
	"form_id" text NOT NULL,
	"row_id" text NOT NULL,
	"column_id" text NOT NULL,
	"row_key" uuid NOT NULL,
	"column_key" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"row_answer" jsonb NOT NULL,
	"column_answer" jsonb NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "answer_pair_counts_form_id_row_id_column_id_row_key_column_key_shard_pk" PRIMARY KEY("form_id","row_id","column_id","row_key","column_key","shard")
);
--> statement-breakpoint
CREATE TABLE "answer_pairs" (
	"form_id" text NOT NULL,
	"row_id" text NOT NULL,
	"column_id" text NOT NULL,
	CONSTRAINT "answer_pairs_form_id_row_id_column_id_pk" PRIMARY KEY("form_id","row_id","column_id")
);
--> statement-breakpoint
CREATE TABLE "answer_trends" (
	"form_id" text NOT NULL,
	"question_id" text NOT NULL,
	"by_value" boolean NOT NULL,
	CONSTRAINT "answer_trends_form_id_question_id_pk" PRIMARY KEY("form_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "answer_hours" ADD CONSTRAINT "answer_hours_form_id_question_id_answer_trends_form_id_question_id_fk" FOREIGN KEY ("form_id","question_id") REFERENCES "public"."answer_trends"("form_id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_pair_counts" ADD CONSTRAINT "answer_pair_counts_form_id_row_id_column_id_answer_pairs_form_id_row_id_column_id_fk" FOREIGN KEY ("form_id","row_id","column_id") REFERENCES "public"."answer_pairs"("form_id","row_id","column_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_pairs" ADD CONSTRAINT "answer_pairs_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_trends" ADD CONSTRAINT "answer_trends_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The trend and cross-tab rollups (ADR 058) extend the answer rollup's triggers (migration 0002,
-- ADR 014): besides answer_counts, each statement that adds or removes responses counts them in
-- answer_hours (per listed trend question, per UTC hour of created_at, per raw answer) and in
-- answer_pair_counts (per listed pair of questions, per pair of raw answers). Only listed
-- questions and pairs are counted, so a form nobody asks trends or cross-tabs of pays a join with
-- no rows. Same shards, same locks (shared for inserts, exclusive for deletes and listings), same
-- key order for the upserts. Answers are grouped by their JSON text, which the key hashes: 1 and
-- 1.0 are equal as jsonb but read as different texts, and a cross-tab or a trend's picks show
-- the texts.
CREATE OR REPLACE FUNCTION answer_rollup_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO answer_hours AS c (form_id, question_id, hour, answer_key, shard, answer, n)
  SELECT d.form_id, d.question_id, d.hour, md5(d.answer)::uuid, pg_backend_pid() % 16, d.answer::jsonb, d.n
  FROM (
    SELECT r.form_id, q.question_id, date_trunc('hour', r.created_at, 'UTC') AS hour,
           CASE WHEN q.by_value THEN r.answers -> q.question_id ELSE 'true'::jsonb END::text AS answer,
           count(*) AS n
    FROM new_rows r JOIN answer_trends q ON q.form_id = r.form_id
    WHERE r.answers ? q.question_id
    GROUP BY 1, 2, 3, 4
  ) d
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (form_id, question_id, hour, answer_key, shard) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO answer_pair_counts AS c
    (form_id, row_id, column_id, row_key, column_key, shard, row_answer, column_answer, n)
  SELECT d.form_id, d.row_id, d.column_id, md5(d.ra)::uuid, md5(d.ca)::uuid,
         pg_backend_pid() % 16, d.ra::jsonb, d.ca::jsonb, d.n
  FROM (
    SELECT r.form_id, p.row_id, p.column_id, (r.answers -> p.row_id)::text AS ra,
           (r.answers -> p.column_id)::text AS ca, count(*) AS n
    FROM new_rows r JOIN answer_pairs p ON p.form_id = r.form_id
    WHERE r.answers ? p.row_id AND r.answers ? p.column_id
    GROUP BY 1, 2, 3, 4, 5
  ) d
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (form_id, row_id, column_id, row_key, column_key, shard)
    DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted responses come off every rollup as negative counts; counters whose shards add up to zero
-- are removed (for the hours and pairs, only among those the statement touched).
CREATE OR REPLACE FUNCTION answer_rollup_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO answer_hours AS c (form_id, question_id, hour, answer_key, shard, answer, n)
  SELECT d.form_id, d.question_id, d.hour, md5(d.answer)::uuid, pg_backend_pid() % 16, d.answer::jsonb, -d.n
  FROM (
    SELECT r.form_id, q.question_id, date_trunc('hour', r.created_at, 'UTC') AS hour,
           CASE WHEN q.by_value THEN r.answers -> q.question_id ELSE 'true'::jsonb END::text AS answer,
           count(*) AS n
    FROM old_rows r JOIN answer_trends q ON q.form_id = r.form_id
    WHERE r.answers ? q.question_id
    GROUP BY 1, 2, 3, 4
  ) d
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (form_id, question_id, hour, answer_key, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM answer_hours c
  USING (
    SELECT h.form_id, h.question_id, h.hour, h.answer_key FROM answer_hours h
    JOIN (SELECT DISTINCT r.form_id, q.question_id, date_trunc('hour', r.created_at, 'UTC') AS hour
          FROM old_rows r JOIN answer_trends q ON q.form_id = r.form_id) o
      ON o.form_id = h.form_id AND o.question_id = h.question_id AND o.hour = h.hour
    GROUP BY 1, 2, 3, 4 HAVING sum(h.n) = 0
  ) z
  WHERE c.form_id = z.form_id AND c.question_id = z.question_id AND c.hour = z.hour
    AND c.answer_key = z.answer_key;
  INSERT INTO answer_pair_counts AS c
    (form_id, row_id, column_id, row_key, column_key, shard, row_answer, column_answer, n)
  SELECT d.form_id, d.row_id, d.column_id, md5(d.ra)::uuid, md5(d.ca)::uuid,
         pg_backend_pid() % 16, d.ra::jsonb, d.ca::jsonb, -d.n
  FROM (
    SELECT r.form_id, p.row_id, p.column_id, (r.answers -> p.row_id)::text AS ra,
           (r.answers -> p.column_id)::text AS ca, count(*) AS n
    FROM old_rows r JOIN answer_pairs p ON p.form_id = r.form_id
    WHERE r.answers ? p.row_id AND r.answers ? p.column_id
    GROUP BY 1, 2, 3, 4, 5
  ) d
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (form_id, row_id, column_id, row_key, column_key, shard)
    DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM answer_pair_counts c
  USING (
    SELECT form_id, row_id, column_id, row_key, column_key FROM answer_pair_counts
    WHERE form_id IN (SELECT DISTINCT form_id FROM old_rows)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) = 0
  ) z
  WHERE c.form_id = z.form_id AND c.row_id = z.row_id AND c.column_id = z.column_id
    AND c.row_key = z.row_key AND c.column_key = z.column_key;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A stored response's answers never change (ADR 014), but its submission time can (retention and
-- notification fixtures move it). The hourly counts follow such a move, row by row: it is rare,
-- and a trigger with a column list cannot read transition tables.
CREATE FUNCTION answer_rollup_move_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF date_trunc('hour', old.created_at, 'UTC') = date_trunc('hour', new.created_at, 'UTC') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(1634627954, hashtext(new.form_id));
  INSERT INTO answer_hours AS c (form_id, question_id, hour, answer_key, shard, answer, n)
  SELECT d.form_id, d.question_id, d.hour, md5(d.answer)::uuid, pg_backend_pid() % 16, d.answer::jsonb, d.n
  FROM (
    SELECT new.form_id, q.question_id, m.hour,
           CASE WHEN q.by_value THEN new.answers -> q.question_id ELSE 'true'::jsonb END::text AS answer,
           m.n
    FROM answer_trends q,
         (VALUES (date_trunc('hour', old.created_at, 'UTC'), -1),
                 (date_trunc('hour', new.created_at, 'UTC'), 1)) AS m(hour, n)
    WHERE q.form_id = new.form_id AND new.answers ? q.question_id
  ) d
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (form_id, question_id, hour, answer_key, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER responses_answer_rollup_move AFTER UPDATE OF created_at ON responses
  FOR EACH ROW WHEN (old.created_at IS DISTINCT FROM new.created_at)
  EXECUTE FUNCTION answer_rollup_move_hours();
