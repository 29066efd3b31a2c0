CREATE TABLE "form_versions" (
	"form_id" text NOT NULL,
	"number" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"content_hash" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "form_versions_form_id_number_pk" PRIMARY KEY("form_id","number")
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD COLUMN "form_version" integer;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "form_version" integer;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responses_form_version_idx" ON "responses" USING btree ("form_id","form_version");--> statement-breakpoint
-- Backfill (ADR 036): every form that was ever live gets version 1 from its current definition,
-- with the keys of core's FormDefinition (customization stays on the form: it is not versioned).
-- content_hash stays null: the next publish hashes the stored definition as the server does.
INSERT INTO "form_versions" ("form_id", "number", "definition", "content_hash", "published_at", "published_by")
SELECT f."id", 1,
  jsonb_build_object(
    'title', f."title",
    'description', f."description",
    'questions', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'id', q."id", 'type', q."type", 'title', q."title", 'description', q."description",
        'required', q."required", 'order', q."order", 'options', q."options",
        'optionLabels', q."option_labels", 'logic', q."logic", 'scaleMin', q."scale_min",
        'scaleMax', q."scale_max", 'scaleMinLabel', q."scale_min_label",
        'scaleMaxLabel', q."scale_max_label", 'fileTypes', q."file_types",
        'maxFileSize', q."max_file_size", 'matrixRows', to_jsonb(q."matrix_rows"),
        'matrixCols', to_jsonb(q."matrix_cols"), 'settings', q."settings"
      ) ORDER BY q."order")
      FROM "questions" q WHERE q."form_id" = f."id"
    ), '[]'::jsonb),
    'pageBreaks', f."page_breaks",
    'theme', f."theme",
    'welcomeScreen', f."welcome_screen",
    'thankYouScreen', f."thank_you_screen"
  ),
  NULL,
  coalesce(f."published_at", f."updated_at"),
  NULL
FROM "forms" f
WHERE f."published" OR f."published_at" IS NOT NULL
  OR EXISTS (SELECT 1 FROM "responses" r WHERE r."form_id" = f."id")
  OR EXISTS (SELECT 1 FROM "form_drafts" d WHERE d."form_id" = f."id");
--> statement-breakpoint
UPDATE "forms" SET "published_version" = 1
WHERE EXISTS (SELECT 1 FROM "form_versions" v WHERE v."form_id" = "forms"."id");
--> statement-breakpoint
UPDATE "responses" SET "form_version" = 1;
--> statement-breakpoint
UPDATE "form_drafts" SET "form_version" = 1;
