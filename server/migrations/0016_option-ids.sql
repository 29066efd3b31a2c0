ALTER TABLE "questions" ADD COLUMN "option_ids" jsonb;--> statement-breakpoint
-- Backfill (ADR 037): every stored option gets an id derived from its question and label, so the
-- same option in the draft and in each backfilled version gets the same id without comparing
-- them. A repeated label (never made by the builder) gets its occurrence number in the hash too,
-- so ids stay unique within the question. Answers are not touched: they keep their labels.
CREATE FUNCTION "pg_temp"."formloom_option_ids"(question_id text, options jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    to_jsonb('o' || left(md5(question_id || chr(31) || o.label
      || CASE WHEN o.occurrence > 1 THEN chr(31) || o.occurrence::text ELSE '' END), 12))
    ORDER BY o.position), '[]'::jsonb)
  FROM (
    SELECT e.label, e.position,
      row_number() OVER (PARTITION BY e.label ORDER BY e.position) AS occurrence
    FROM jsonb_array_elements_text(options) WITH ORDINALITY AS e(label, position)
  ) o
$$;
--> statement-breakpoint
UPDATE "questions" SET "option_ids" = "pg_temp"."formloom_option_ids"("id", "options")
WHERE jsonb_typeof("options") = 'array';
--> statement-breakpoint
-- content_hash goes back to null: the stored text changed, and the server hashes it again.
UPDATE "form_versions" v SET "content_hash" = NULL, "definition" = jsonb_set(v."definition", '{questions}', (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(q.value -> 'options') = 'array'
      THEN q.value || jsonb_build_object('optionIds',
        "pg_temp"."formloom_option_ids"(q.value ->> 'id', q.value -> 'options'))
      ELSE q.value END ORDER BY q.position), '[]'::jsonb)
  FROM jsonb_array_elements(v."definition" -> 'questions') WITH ORDINALITY AS q(value, position)
))
WHERE jsonb_typeof(v."definition" -> 'questions') = 'array';
--> statement-breakpoint
DROP FUNCTION "pg_temp"."formloom_option_ids"(text, jsonb);
