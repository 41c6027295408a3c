ALTER TABLE "absence_categories" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "purpose" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_face_photos" ADD CONSTRAINT "user_face_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memos" ADD CONSTRAINT "user_memos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_categories_key_unique" ON "absence_categories" USING btree ("company_id","key") WHERE "absence_categories"."key" is not null;--> statement-breakpoint
CREATE INDEX "files_subject_idx" ON "files" USING btree ("subject_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "user_face_photos_file_unique" ON "user_face_photos" USING btree ("file_id");