ALTER TABLE "forms" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD COLUMN "language" text;
