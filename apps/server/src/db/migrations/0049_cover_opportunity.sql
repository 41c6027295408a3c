ALTER TABLE "shift_occurrence_changes" ADD COLUMN "opportunity_id" uuid;--> statement-breakpoint
ALTER TABLE "shift_occurrence_changes" ADD CONSTRAINT "shift_occurrence_changes_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Covers made before this column by staffing a special service: the opportunity's chosen shift, one of its guards, a
-- date of the service (opportunities.staffing.ts made exactly these). They stay paid as the service, not as the shift.
UPDATE "shift_occurrence_changes" c SET "opportunity_id" = o."id"
FROM "opportunities" o JOIN "opportunity_guards" g ON g."opportunity_id" = o."id"
WHERE c."kind" = 'cover' AND c."opportunity_id" IS NULL AND o."shift_id" = c."shift_id" AND g."guard_id" = c."guard_id"
  AND c."date" BETWEEN o."start_date" AND o."end_date";
