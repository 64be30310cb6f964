CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"case_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"actor_id" uuid,
	"assignee_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"modeling_id" uuid NOT NULL,
	"physician_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"stage" text NOT NULL,
	"pediatric" boolean NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"assignee_id" uuid,
	"assigned_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"worked_by" uuid,
	"modeled_at" timestamp with time zone,
	"planning_started_at" timestamp with time zone,
	"vertebra_count" integer,
	"vertebra_count_override" text,
	"returned" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cases_stage" CHECK ("cases"."stage" IN ('InitialModeling', 'ModelingQC', 'InitialPlanning', 'PlanningQC', 'PlanningReturnForQC', 'Completed', 'Rejected')),
	CONSTRAINT "cases_type" CHECK ("cases"."type" IN ('PreopRod', 'PreOp', 'PostOp')),
	CONSTRAINT "cases_priority" CHECK ("cases"."priority" IN ('High', 'Regular')),
	CONSTRAINT "cases_closed_final" CHECK (("cases"."closed_at" IS NULL) = ("cases"."stage" NOT IN ('Completed', 'Rejected')))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "presence_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "online_status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_modeling_id_modelings_id_fk" FOREIGN KEY ("modeling_id") REFERENCES "public"."modelings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_physician_id_users_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_worked_by_users_id_fk" FOREIGN KEY ("worked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "cases_queue_idx" ON "cases" USING btree (("priority" = 'High') DESC,"created_at","id") WHERE "cases"."assignee_id" IS NULL AND "cases"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_assignee_idx" ON "cases" USING btree ("assignee_id") WHERE "cases"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_patient_idx" ON "cases" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "cases_physician_idx" ON "cases" USING btree ("physician_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_open_exam_idx" ON "cases" USING btree ("study_id") WHERE "cases"."closed_at" IS NULL;