import { API_KEY_PREFIX } from '@portal/contracts';
import type { Audience } from '../route-types.ts';
import { addExamples } from './openapi-examples.ts';

type Json = Record<string, unknown>;
type Operation = Json & { parameters?: Json[]; responses?: Json; security?: unknown[] };
/** How the document writes a route's wildcard (`*`). */
const WILDCARD = '{*}';

export type OpenApiDocument = Json & { paths?: Record<string, Record<string, Operation>>; components?: Json };

const SECURITY: Record<'public' | 'portal' | 'key', Json[]> = {
  public: [],
  portal: [{ cookie: [] }, { sessionToken: [] }],
  key: [{ apiKey: [] }, { cookie: [] }, { sessionToken: [] }],
};

function audienceText(audience: Audience): string {
  if (audience === 'public') return 'Public: no sign-in; a token in the path or a signed link authorizes it.';
  if (audience === 'portal') return 'Portal only: the signed-in session; an API key is refused (403).';
  return `Takes an API key with the scope \`${audience}\` (or the portal's session).`;
}

/** Who may call an operation, from its route's `x-audience`: the description's last paragraph and security. */
function describeAudience(operation: Operation) {
  const audience = operation['x-audience'] as Audience | undefined;
  if (!audience) return;
  const kind = audience === 'public' || audience === 'portal' ? audience : 'key';
  // The route's own description (if any) first, then who may call it.
  operation.description = [operation.description, audienceText(audience)].filter(Boolean).join('\n\n');
  operation.security = SECURITY[kind];
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'A stable key of the error (also the portal’s text key).' },
    message: { type: 'string', description: 'The error in the language of Accept-Language.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Bad input: the field’s path (dotted) and the key of the rule it broke.',
    },
    params: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
    details: {
      type: 'object',
      additionalProperties: true,
      description: 'What a refusal gives to act on, such as `findings` of a refused listing export.',
    },
  },
  example: { code: 'errors.forbidden', message: 'You do not have access to this.' },
};

const ERROR_RESPONSES: Record<string, [name: string, description: string]> = {
  '400': ['BadRequest', 'Bad input; `fields` names each field and the rule it broke. Nothing was changed.'],
  '401': ['Unauthorized', 'No session or API key, or one that has expired or was revoked.'],
  '403': ['Forbidden', 'Not allowed: another department, a missing permission or API key scope.'],
  '404': ['NotFound', 'No such thing, or none the caller may see.'],
  '429': ['TooManyRequests', 'Too many calls; Retry-After says when to try again.'],
};

/** The 4xx answers an operation can give: every one shares the error shape. */
function errorStatuses(path: string, operation: Operation): string[] {
  const statuses: string[] = [];
  if (operation.parameters?.length || operation.requestBody) statuses.push('400');
  if (operation.security?.length) statuses.push('401', '403');
  if (path.includes('{')) statuses.push('404');
  return [...statuses, '429'];
}

/**
 * A query taken as a free-form record comes out of the schema conversion as two parameters named `type` and
 * `additionalProperties`; such a query takes any names, so it is described as one free-form object.
 */
function fixFreeFormQuery(operation: Operation) {
  if (!operation.parameters?.some((parameter) => parameter.name === 'additionalProperties')) return;
  operation.parameters = [
    ...operation.parameters.filter((parameter) => parameter.in !== 'query'),
    {
      in: 'query',
      name: 'query',
      description: 'Whatever the identity provider sends back.',
      schema: { type: 'object', additionalProperties: { type: 'string' } },
      style: 'form',
      explode: true,
    },
  ];
}

/** The storage wildcard (`*`, the object's key with its slashes) as a named path parameter. */
function nameWildcard(paths: NonNullable<OpenApiDocument['paths']>) {
  for (const path of Object.keys(paths)) {
    if (!path.includes(WILDCARD)) continue;
    const item = paths[path] ?? {};
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') {
          parameter.name = 'key';
          parameter.description = 'The stored file’s key, slashes included (as the signed link gives it).';
        }
      }
    }
    delete paths[path];
    paths[path.replace(WILDCARD, '{key}')] = item;
  }
}

/**
 * Completes the generated document: servers, the error answers, the key scheme, the wildcard's name and the
 * bodies' examples.
 */
export function finishDocument(document: OpenApiDocument, publicUrl: string): OpenApiDocument {
  const paths = document.paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, shared] of Object.entries(item)) {
      // A route of several methods (GET and HEAD of storage) shares one object between them.
      const operation = structuredClone(shared);
      item[method] = operation;
      describeAudience(operation);
      fixFreeFormQuery(operation);
      const responses = operation.responses ?? {};
      operation.responses = responses;
      for (const status of errorStatuses(path, operation)) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status]?.[0]}` };
      }
    }
  }
  nameWildcard(paths);
  addExamples(document);
  const components = document.components ?? {};
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  return {
    ...document,
    servers: [{ url: new URL('/', publicUrl).href.replace(/\/$/, ''), description: 'This hub' }],
    components: {
      ...components,
      schemas: { ...(components.schemas as Json | undefined), Error: ERROR_SCHEMA },
      responses,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `A department's API key (${API_KEY_PREFIX}…), made by its admins; see docs/api.md.`,
        },
        cookie: { type: 'apiKey', in: 'cookie', name: 'portal_session', description: 'The portal session.' },
        sessionToken: { type: 'http', scheme: 'bearer', description: 'The portal session token as bearer.' },
      },
    },
  };
}
