ALTER TABLE "questions" ADD COLUMN "matrix_row_ids" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "matrix_col_ids" jsonb;--> statement-breakpoint
-- Backfill (ADR 037 addendum): grid rows and columns get ids as options did in 0016, derived from
-- the question, the list ('r' rows, 'c' columns) and the label, so the same row in the draft and
-- in every version gets the same id without comparing them. Answers are not touched.
CREATE FUNCTION "pg_temp"."formloom_grid_ids"(prefix text, question_id text, labels jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    to_jsonb(prefix || left(md5(question_id || chr(31) || prefix || chr(31) || o.label
      || CASE WHEN o.occurrence > 1 THEN chr(31) || o.occurrence::text ELSE '' END), 12))
    ORDER BY o.position), '[]'::jsonb)
  FROM (
    SELECT e.label, e.position,
      row_number() OVER (PARTITION BY e.label ORDER BY e.position) AS occurrence
    FROM jsonb_array_elements_text(labels) WITH ORDINALITY AS e(label, position)
  ) o
$$;
--> statement-breakpoint
UPDATE "questions" SET
  "matrix_row_ids" = CASE WHEN "matrix_rows" IS NULL THEN NULL
    ELSE "pg_temp"."formloom_grid_ids"('r', "id", to_jsonb("matrix_rows")) END,
  "matrix_col_ids" = CASE WHEN "matrix_cols" IS NULL THEN NULL
    ELSE "pg_temp"."formloom_grid_ids"('c', "id", to_jsonb("matrix_cols")) END
WHERE "matrix_rows" IS NOT NULL OR "matrix_cols" IS NOT NULL;
--> statement-breakpoint
UPDATE "form_versions" v SET "content_hash" = NULL, "definition" = jsonb_set(v."definition", '{questions}', (
  SELECT coalesce(jsonb_agg(q.value
      || CASE WHEN jsonb_typeof(q.value -> 'matrixRows') = 'array' THEN jsonb_build_object('matrixRowIds',
        "pg_temp"."formloom_grid_ids"('r', q.value ->> 'id', q.value -> 'matrixRows')) ELSE '{}'::jsonb END
      || CASE WHEN jsonb_typeof(q.value -> 'matrixCols') = 'array' THEN jsonb_build_object('matrixColIds',
        "pg_temp"."formloom_grid_ids"('c', q.value ->> 'id', q.value -> 'matrixCols')) ELSE '{}'::jsonb END
    ORDER BY q.position), '[]'::jsonb)
  FROM jsonb_array_elements(v."definition" -> 'questions') WITH ORDINALITY AS q(value, position)
))
WHERE jsonb_typeof(v."definition" -> 'questions') = 'array'
  AND jsonb_path_exists(v."definition", '$.questions[*] ? (exists (@.matrixRows) || exists (@.matrixCols))');
--> statement-breakpoint
-- Translations of rows and columns were keyed by index (questions.<id>.rows.<i>); they are keyed
-- by id now, so reordering rows no longer hands a translation to another row. A key whose index
-- names no row is kept as it was (the CSV import reports it as unknown).
CREATE FUNCTION "pg_temp"."formloom_grid_key"(key text, questions jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((
    SELECT 'questions.' || m[1] || '.' || m[2] || '.'
      || (q.value -> CASE m[2] WHEN 'rows' THEN 'matrixRowIds' ELSE 'matrixColIds' END ->> m[3]::int)
    FROM regexp_match(key, '^questions\.(.+)\.(rows|cols)\.(\d+)$') AS m,
      jsonb_array_elements(questions) AS q(value)
    WHERE q.value ->> 'id' = m[1]
      AND q.value -> CASE m[2] WHEN 'rows' THEN 'matrixRowIds' ELSE 'matrixColIds' END ->> m[3]::int
        IS NOT NULL
    LIMIT 1
  ), key)
$$;
--> statement-breakpoint
CREATE FUNCTION "pg_temp"."formloom_grid_translations"(translations jsonb, questions jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(l.language, CASE WHEN jsonb_typeof(l.texts) = 'object' THEN (
      SELECT coalesce(jsonb_object_agg("pg_temp"."formloom_grid_key"(t.key, questions), t.value),
        '{}'::jsonb)
      FROM jsonb_each(l.texts) AS t(key, value)
    ) ELSE l.texts END), '{}'::jsonb)
  FROM jsonb_each(translations) AS l(language, texts)
$$;
--> statement-breakpoint
UPDATE "form_versions" v SET "content_hash" = NULL, "definition" = jsonb_set(v."definition", '{translations}',
  "pg_temp"."formloom_grid_translations"(v."definition" -> 'translations', v."definition" -> 'questions'))
WHERE jsonb_typeof(v."definition" -> 'translations') = 'object'
  AND jsonb_typeof(v."definition" -> 'questions') = 'array'
  AND (v."definition" -> 'translations')::text ~ '\.(rows|cols)\.\d';
--> statement-breakpoint
UPDATE "forms" f SET "translations" = "pg_temp"."formloom_grid_translations"(f."translations", (
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', q."id", 'matrixRowIds', q."matrix_row_ids",
    'matrixColIds', q."matrix_col_ids")), '[]'::jsonb)
  FROM "questions" q WHERE q."form_id" = f."id"
))
WHERE f."translations"::text ~ '\.(rows|cols)\.\d';
--> statement-breakpoint
DROP FUNCTION "pg_temp"."formloom_grid_translations"(jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION "pg_temp"."formloom_grid_key"(text, jsonb);
--> statement-breakpoint
DROP FUNCTION "pg_temp"."formloom_grid_ids"(text, text, jsonb);
