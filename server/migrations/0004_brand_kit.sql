CREATE TABLE "brand_logos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_logos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "brand_logos" ADD CONSTRAINT "brand_logos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_logos_owner_idx" ON "brand_logos" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_settings_global_idx" ON "brand_settings" USING btree ("scope") WHERE "brand_settings"."scope" = 'global';--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_scope_check" CHECK (("brand_settings"."scope" = 'user') = ("brand_settings"."user_id" is not null));