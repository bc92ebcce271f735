import { type ErrorBody, ErrorKey, errorMessages, type ZodIssueLike, zodIssueToKey } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { StoredObjectChanged } from '../adapters/storage/storage.ts';
import { StorageFault } from '../adapters/storage/storage-faults.ts';
import { AppError, type MoneyParam, RetryLaterError } from '../app-error.ts';
import { isDatabaseUnavailable } from '../db/client.ts';

/** Nothing was stored: a full disk needs an administrator (507), an erring storage only a moment (503). */
const STORAGE_FAULT_ANSWERS = {
  full: { status: 507, code: ErrorKey.storageFull },
  unavailable: { status: 503, code: ErrorKey.storageUnavailable },
} as const;

type Locale = keyof typeof errorMessages;

const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-GB', da: 'da-DK', sv: 'sv-SE', no: 'nb-NO' };

/** The params as the answer carries them: amounts of money written out, as the portal writes prices. */
function writtenParams(params: AppError['params'], locale: Locale) {
  if (!params) return undefined;
  const money = ({ amount, currency }: MoneyParam) =>
    new Intl.NumberFormat(LANGUAGE_TAG[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(amount);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? money(value) : value]),
  );
}

function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  if (first === 'da' || first === 'sv') return first;
  if (first === 'nb' || first === 'nn' || first === 'no') return 'no';
  return 'en';
}

function messageFor(
  request: FastifyRequest,
  code: string,
  params: Record<string, string | number> = {},
): string {
  const catalogue = errorMessages[requestLocale(request)] as Record<string, string>;
  const text = catalogue[code] ?? errorMessages.en[ErrorKey.badRequest];
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
}

/** Fastify's own refusals (unreadable JSON, wrong content type, oversized body...) in the portal's words. */
const CODE_OF_STATUS: Record<number, string> = {
  401: ErrorKey.unauthorized,
  404: ErrorKey.notFound,
  408: ErrorKey.requestTimeout,
  413: ErrorKey.bodyTooLarge,
  415: ErrorKey.unsupportedMediaType,
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: ErrorKey.notFound, message: messageFor(request, ErrorKey.notFound) });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      if (error instanceof RetryLaterError) {
        reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
      }
      const params = writtenParams(error.params, requestLocale(request));
      body = {
        code: error.code,
        message: messageFor(request, error.code, params),
        fields: error.fields,
        params,
        details: error.details,
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const { instancePath, keyword, message, params } of error.validation) {
        const path = instancePath.slice(1).split('/').filter(Boolean);
        const issue = { ...params, code: keyword, message: message ?? '', path } as unknown as ZodIssueLike;
        fields[path.join('.')] = zodIssueToKey(issue).key;
      }
      body = { code: ErrorKey.badRequest, message: messageFor(request, ErrorKey.badRequest), fields };
    } else if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      // Still receiving the body: the client stopped sending (408); otherwise the hub was too slow (503).
      status = request.raw.complete ? 503 : 408;
      const code = status === 408 ? ErrorKey.requestTimeout : ErrorKey.serviceUnavailable;
      body = { code, message: messageFor(request, code) };
    } else if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: the hub reconnects by itself, so the caller may try again.
      status = 503;
      body = { code: ErrorKey.serviceUnavailable, message: messageFor(request, ErrorKey.serviceUnavailable) };
    } else if (error instanceof StorageFault) {
      const answer = STORAGE_FAULT_ANSWERS[error.kind];
      status = answer.status;
      body = { code: answer.code, message: messageFor(request, answer.code) };
    } else if (error instanceof StoredObjectChanged) {
      // A read or move on the condition of a checked file's ETag found another file: nothing was changed.
      status = 409;
      body = { code: ErrorKey.uploadChanged, message: messageFor(request, ErrorKey.uploadChanged) };
    } else if (error.statusCode && error.statusCode < 500) {
      status = error.statusCode;
      const unreadable = status === 400 && error.code?.startsWith('FST_ERR_CTP_');
      const code = unreadable ? ErrorKey.malformedBody : (CODE_OF_STATUS[status] ?? ErrorKey.badRequest);
      body = { code, message: messageFor(request, code) };
    } else {
      const code = request.routeOptions.config?.failure ?? ErrorKey.internal;
      body = { code, message: messageFor(request, code) };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).send(body);
  });
});
