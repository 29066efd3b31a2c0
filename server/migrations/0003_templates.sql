ALTER TABLE "templates" ALTER COLUMN "category" SET DEFAULT 'other';--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "seed_version" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "question_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "templates_owner_idx" ON "templates" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "templates" DROP COLUMN "is_public";--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_or_global" CHECK (("templates"."owner_id" is null) = ("templates"."source" <> 'user'));