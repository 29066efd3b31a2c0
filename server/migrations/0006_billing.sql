CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_publish_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"credit_transaction_id" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_plan" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_publish_credits" ADD CONSTRAINT "form_publish_credits_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_publish_credits" ADD CONSTRAINT "form_publish_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_publish_credits_form_idx" ON "form_publish_credits" USING btree ("form_id","expires_at");--> statement-breakpoint
CREATE INDEX "form_publish_credits_user_idx" ON "form_publish_credits" USING btree ("user_id","expires_at");