-- Tries keep a fixed reason instead of the receiver's answer and the network's error text.
UPDATE "webhook_attempts" SET "error" = CASE
	WHEN "status_code" BETWEEN 300 AND 399 THEN 'redirectNotFollowed'
	WHEN "error" IS NULL THEN NULL
	WHEN "error" ~* 'ENOTFOUND|EAI_AGAIN|ENODATA' THEN 'nameNotFound'
	WHEN "error" ~* 'ECONNREFUSED' THEN 'connectionRefused'
	WHEN "error" ~* 'timeout|timed out|aborted|ETIMEDOUT' THEN 'timeout'
	WHEN "error" ~* 'certificate|cert_|ssl|tls|EPROTO' THEN 'tlsError'
	ELSE 'connectionFailed'
END;--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP COLUMN "response_excerpt";
