import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const MASK = '***';

/**
 * Paths whose next segment is a secret: the hub's public calls and the portal pages that mailed and
 * texted links open (invitation, reset, booking, interview and questionnaire, presentation, zip download).
 */
const SECRET_AFTER = [
  /^(\/api\/user\/invitation\/)(?!branch(?:\/|$))/i,
  /^(\/api\/authentication\/password\/reset\/)/i,
  /^(\/api\/public\/(?:bookings|forms|presentation)\/)/i,
  /^(\/api\/assets\/downloads\/file\/)/i,
  /^(\/invite\/)/i,
  /^(\/book\/)/i,
  /^(\/presentation\/)/i,
  /^(\/public\/(?:interview|questionnaire)\/)/i,
];

// Any segment as long as the hub's 256-bit tokens (43 base64url or 64 hex characters): a link added
// later, or a known one reached through an odd path, is masked too. UUIDs (36 characters) stay readable.
const TOKEN_LIKE_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{40,}(?=\/|$)/g;

// Query parameters that carry a secret: reset tokens (`token`), storage signatures (`signature`,
// S3's X-Amz-Signature and X-Amz-Credential), the directory's authorization code (`code`) and anything else
// named like a secret.
const SECRET_QUERY_NAME = /token|signature|credential|secret|password|^code$/i;

function maskPath(path: string): string {
  let masked = path;
  for (const prefix of SECRET_AFTER)
    masked = masked.replace(new RegExp(`${prefix.source}[^/]+`, 'i'), `$1${MASK}`);
  return masked.replace(TOKEN_LIKE_SEGMENT, MASK);
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return pair;
      const name = pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is checked as it came.
      }
      return SECRET_QUERY_NAME.test(decoded) ? `${name}=${MASK}` : pair;
    })
    .join('&');
}

/** The URL as the log may keep it: secret path segments and query values replaced by `***`. */
export function maskSecretsInUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return maskPath(url);
  return `${maskPath(url.slice(0, queryStart))}?${maskQuery(url.slice(queryStart + 1))}`;
}

/** What a request's log lines say about it (Fastify's default fields), with the URL masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretsInUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Gives each request's logger the masking serializer, whatever logger the hub was built with (the
 * server's, a test's), so no link token or storage signature reaches the request log.
 */
export function maskingChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return logger.child(bindings, {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
  });
}

/**
 * One log line per request, written when it is answered: the request (masked), its status and how long it
 * took, instead of Fastify's two (one when a request comes in, another when it is answered). A server error
 * also has the errors plugin's line with its stack.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request answered');
  }
}
