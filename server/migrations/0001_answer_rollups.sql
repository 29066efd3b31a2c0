CREATE TABLE "answer_counts" (
	"form_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer_key" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"answer" jsonb NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "answer_counts_form_id_question_id_answer_key_shard_pk" PRIMARY KEY("form_id","question_id","answer_key","shard")
);
--> statement-breakpoint
CREATE TABLE "answer_rollups" (
	"form_id" text NOT NULL,
	"question_id" text NOT NULL,
	"by_value" boolean NOT NULL,
	CONSTRAINT "answer_rollups_form_id_question_id_pk" PRIMARY KEY("form_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "answer_counts" ADD CONSTRAINT "answer_counts_form_id_question_id_answer_rollups_form_id_question_id_fk" FOREIGN KEY ("form_id","question_id") REFERENCES "public"."answer_rollups"("form_id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_rollups" ADD CONSTRAINT "answer_rollups_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;