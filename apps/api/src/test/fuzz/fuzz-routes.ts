import fc from 'fast-check';
import type { App } from '../../app-types.ts';
import { arbitraryOf, type JsonSchema, type KnownValues } from './schema-arbitraries.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A call of the hub as its OpenAPI document describes it. */
export interface Target {
  method: string;
  /** OpenAPI path, with {name} for each path parameter. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/**
 * Calls left out: signing out would end the fuzzer's own session, and everything after would be a 401
 * that tests nothing.
 */
const LEFT_OUT = [/sign-?out/i];

/** Every operation of the hub's OpenAPI document, generated from the zod schemas the routes validate with. */
export function targetsOf(app: App): Target[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && !LEFT_OUT.some((pattern) => pattern.test(path)))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
    );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export interface FuzzRequest {
  method: string;
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  payload?: string;
}

function parametersIn(target: Target, place: Parameter['in'], known: KnownValues) {
  const parameters = target.parameters.filter((parameter) => parameter.in === place);
  const shape = Object.fromEntries(
    parameters.map((parameter) => [parameter.name, arbitraryOf(parameter.schema ?? {}, known)]),
  );
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return fc
    .record(shape, { requiredKeys: required })
    .map((values) =>
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asText(value)])),
    );
}

/** Requests to one target: its path parameters, query, headers and body drawn from its schemas. */
export function requestsTo(target: Target, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: parametersIn(target, 'path', known),
      query: parametersIn(target, 'query', known),
      headers: parametersIn(target, 'header', known),
      body: target.body ? arbitraryOf(target.body, known) : fc.constant(undefined),
    })
    .map(({ path, query, headers, body }) => ({
      method: target.method,
      url: target.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? '')),
      query,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    }));
}

export interface FuzzOptions {
  app: App;
  known: KnownValues;
  /** Headers of the signed-in fuzzer (session and the portal's CSRF header). */
  headers: () => Record<string, string>;
  /** A digest of the database, equal before and after a refused request. */
  fingerprint: () => Promise<string>;
  runs: number;
  seed: number;
}

/** What went wrong with one request; undefined when the answer keeps the hub's promises. */
async function problemOf(options: FuzzOptions, request: FuzzRequest): Promise<string | undefined> {
  const writes = request.method !== 'GET';
  const before = writes ? await options.fingerprint() : '';
  const response = await options.app.inject({
    method: request.method as 'GET',
    url: request.url,
    query: request.query,
    headers: {
      ...request.headers,
      ...options.headers(),
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: request.payload,
  });
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  const body = response.json() as { code?: unknown; message?: unknown };
  if (typeof body.code !== 'string' || typeof body.message !== 'string') {
    return `refused without the error shape: ${response.body.slice(0, 300)}`;
  }
  if (writes && (await options.fingerprint()) !== before) {
    return `refused with ${response.statusCode} ${body.code} but changed the database`;
  }
  return undefined;
}

export interface FuzzFailure {
  target: string;
  problem: string;
  request: FuzzRequest;
}

/** Sends `runs` generated requests to the target; answers the first broken promise, or undefined. */
export async function fuzzTarget(options: FuzzOptions, target: Target): Promise<FuzzFailure | undefined> {
  let failure: FuzzFailure | undefined;
  await fc
    .assert(
      fc.asyncProperty(requestsTo(target, options.known), async (request) => {
        const problem = await problemOf(options, request);
        if (problem) {
          failure ??= {
            target: `${target.method} ${target.path}`,
            problem,
            request: { ...request, payload: request.payload?.slice(0, 500) },
          };
        }
        return problem === undefined;
      }),
      { numRuns: options.runs, seed: options.seed, endOnFailure: true },
    )
    .catch(() => undefined);
  return failure;
}
