CREATE TABLE "referring_physician_tag_requests" (
	"user_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referring_physician_tag_requests_user_id_tag_pk" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
ALTER TABLE "referring_physician_tags" ADD COLUMN "institution_id" uuid;--> statement-breakpoint
ALTER TABLE "referring_physician_tag_requests" ADD CONSTRAINT "referring_physician_tag_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_institution_unique" UNIQUE("id","institution_id");--> statement-breakpoint
-- Issue 14 (written by hand): each tag takes its holder's institution. A tag two physicians of one
-- institution held routed nobody (ambiguous), nor did a tag of a physician without an institution;
-- each becomes a request, for an administrator to apply: routing stays as it was, and nobody's
-- intent is lost.
UPDATE "referring_physician_tags" AS t SET "institution_id" = u."institution_id"
	FROM "users" AS u WHERE u."id" = t."user_id";--> statement-breakpoint
INSERT INTO "referring_physician_tag_requests" ("user_id", "tag", "requested_at")
	SELECT t."user_id", t."tag", now() FROM "referring_physician_tags" AS t
	WHERE t."institution_id" IS NULL OR (t."institution_id", t."tag") IN (
		SELECT "institution_id", "tag" FROM "referring_physician_tags"
		WHERE "institution_id" IS NOT NULL GROUP BY "institution_id", "tag" HAVING count(*) > 1
	);--> statement-breakpoint
DELETE FROM "referring_physician_tags" AS t
	USING "referring_physician_tag_requests" AS r
	WHERE r."user_id" = t."user_id" AND r."tag" = t."tag";--> statement-breakpoint
ALTER TABLE "referring_physician_tags" ADD CONSTRAINT "referring_physician_tags_holder_institution_fk" FOREIGN KEY ("user_id","institution_id") REFERENCES "public"."users"("id","institution_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "referring_physician_tags" ADD CONSTRAINT "referring_physician_tags_institution_tag_unique" UNIQUE("institution_id","tag");
