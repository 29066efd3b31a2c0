CREATE TABLE "shared_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"crosstabs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"include_texts" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_reports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "shared_reports" ADD CONSTRAINT "shared_reports_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_reports" ADD CONSTRAINT "shared_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_reports_form_idx" ON "shared_reports" USING btree ("form_id");