ALTER TABLE "roster_shifts" ADD COLUMN "meal_start_minute" smallint;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD COLUMN "meal_minutes" smallint;