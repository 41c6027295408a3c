ALTER TABLE "invoice_lines" ADD COLUMN "shifts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Custom SQL: the drill-down rows move onto their lines (one JSON array each), in start order, before their table goes.
UPDATE "invoice_lines" l SET "shifts" = s.shifts
FROM (
  SELECT line_id, jsonb_agg(jsonb_build_object(
      'guardId', guard_id, 'guardName', guard_name, 'date', date::text,
      'startMs', (extract(epoch from start_at) * 1000)::bigint, 'endMs', (extract(epoch from end_at) * 1000)::bigint,
      'source', source, 'ref', ref, 'workedMinutes', worked_minutes, 'billedMinutes', billed_minutes,
      'adjustment', adjustment, 'minutes', minutes, 'split', split) ORDER BY start_at, guard_name) AS shifts
  FROM "invoice_line_shifts" GROUP BY line_id
) s
WHERE s.line_id = l.id;--> statement-breakpoint
DROP TABLE "invoice_line_shifts" CASCADE;
