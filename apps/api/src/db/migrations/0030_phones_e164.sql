-- Phone numbers are stored in E.164. A number written with its country code and separators only ("+45 20 30 40 50",
-- "+46 (0)70-123 45 67") loses the separators and the Swedish trunk zero; anything else is left as typed.
UPDATE "users" SET "phone_number" = regexp_replace(replace("phone_number", '(0)', ''), '[ .()-]', '', 'g') WHERE "phone_number" ~ '^\+[0-9 .()-]+$';--> statement-breakpoint
UPDATE "users" SET "phone_alt" = regexp_replace(replace("phone_alt", '(0)', ''), '[ .()-]', '', 'g') WHERE "phone_alt" ~ '^\+[0-9 .()-]+$';--> statement-breakpoint
UPDATE "contact_persons" SET "phone_mobile" = regexp_replace(replace("phone_mobile", '(0)', ''), '[ .()-]', '', 'g') WHERE "phone_mobile" ~ '^\+[0-9 .()-]+$';--> statement-breakpoint
UPDATE "contact_persons" SET "phone_work" = regexp_replace(replace("phone_work", '(0)', ''), '[ .()-]', '', 'g') WHERE "phone_work" ~ '^\+[0-9 .()-]+$';--> statement-breakpoint
UPDATE "contact_persons" SET "phone_private" = regexp_replace(replace("phone_private", '(0)', ''), '[ .()-]', '', 'g') WHERE "phone_private" ~ '^\+[0-9 .()-]+$';
