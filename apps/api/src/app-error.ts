import { StoredObjectChanged } from './adapters/storage/storage.ts';
import { StorageFault } from './adapters/storage/storage-faults.ts';

// The errors the hub's code throws: services, adapters and plugins alike. Outside plugins/ because a service
// depends on no plugin; the errors plugin (plugins/errors.ts) turns each into its answer.

/** An amount of money for a message's placeholder, written the way the reader's language writes it. */
export interface MoneyParam {
  amount: number;
  currency: string;
}

/** What a service throws: `code` is the spec's message key, the portal translates it. */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly fields?: Record<string, string>;
  /** Values for the message's {{placeholders}}, such as a task's minimum file count. */
  readonly params?: Record<string, string | number | MoneyParam>;
  /** What the caller needs to act on a refusal beyond its message, such as the findings of a refused export. */
  readonly details?: Record<string, unknown>;

  // Fields written out rather than as parameter properties: Node runs the hub's TypeScript by erasing the
  // types, which leaves no code behind for a parameter property to become.
  constructor(
    code: string,
    statusCode = 400,
    fields?: Record<string, string>,
    params?: Record<string, string | number | MoneyParam>,
    details?: Record<string, unknown>,
  ) {
    super(code);
    this.code = code;
    this.statusCode = statusCode;
    this.fields = fields;
    this.params = params;
    this.details = details;
  }
}

/** A refusal that passes: the answer tells, in Retry-After, how many seconds to wait before trying again. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: string, statusCode: 429 | 503, retryAfterSeconds: number) {
    super(code, statusCode);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * An error the errors plugin answers with its own status and translated message. A service that turns
 * unknown failures into its own 500 lets these through, so the user reads the real reason.
 */
export const isExplainedError = (error: unknown): error is AppError | StorageFault | StoredObjectChanged =>
  error instanceof AppError || error instanceof StorageFault || error instanceof StoredObjectChanged;
