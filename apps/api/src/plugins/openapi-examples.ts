import type { JSONSchema7 } from 'json-schema';
import { sample } from 'openapi-sampler';

type Json = Record<string, unknown>;
type MediaType = { schema?: JSONSchema7; example?: unknown };
type WithContent = { content?: Record<string, MediaType> };
/** The operations of a document, as openapi-document.ts (which calls addExamples) holds them. */
type WithOperations = Json & { paths?: Record<string, Record<string, Json>> };

/**
 * A copy of the schema without the bounds zod writes for any safe integer (±2^53-1), from which the sampler
 * would take -9007199254740991 for every id; without them it writes 0, and real bounds stay.
 */
function withoutSafeIntegerBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutSafeIntegerBounds);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    const safeBound =
      (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) ||
      (key === 'maximum' && value === Number.MAX_SAFE_INTEGER);
    if (!safeBound) copy[key] = withoutSafeIntegerBounds(value);
  }
  return copy;
}

/**
 * An example for each JSON body an operation takes or answers with a success, drawn from its schema by
 * Redocly's sampler (the one its documentation pages use): the schema's own examples, defaults and first
 * choices, and strings in their format. The document's lint checks each example against its schema.
 */
export function addExamples(document: WithOperations): void {
  const fill = (holder: WithContent | undefined) => {
    const media = holder?.content?.['application/json'];
    if (!media?.schema || media.example !== undefined) return;
    const schema = withoutSafeIntegerBounds(media.schema) as JSONSchema7;
    media.example = sample(schema, { skipReadOnly: true, quiet: true, enablePatterns: true }, document);
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      fill(operation.requestBody as WithContent | undefined);
      for (const [status, answer] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        if (status.startsWith('2')) fill(answer as WithContent);
      }
    }
  }
}
