ALTER TABLE "webhook_attempts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
-- Earlier tries kept the network's error text; they keep only its fixed reason (webhooks.table.ts).
UPDATE "webhook_attempts" SET "failure_reason" = CASE
	WHEN "status_code" BETWEEN 300 AND 399 THEN 'redirectNotFollowed'
	WHEN "error" IS NULL THEN NULL
	WHEN "error" ~* 'ENOTFOUND|EAI_AGAIN|ENODATA' THEN 'nameNotFound'
	WHEN "error" ~* 'ECONNREFUSED' THEN 'connectionRefused'
	WHEN "error" ~* 'timeout|timed out|aborted|ETIMEDOUT' THEN 'timeout'
	WHEN "error" ~* 'certificate|cert_|ssl|tls|EPROTO' THEN 'tlsError'
	ELSE 'connectionFailed'
END;--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP COLUMN "response_excerpt";--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP COLUMN "error";
