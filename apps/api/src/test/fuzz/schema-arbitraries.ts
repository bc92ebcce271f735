import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document of the hub's zod schemas uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Ids and numbers that exist in the database, so that some generated requests reach past the 404. */
export interface KnownValues {
  uuids: string[];
  integers: number[];
}

const MAX_DEPTH = 8;
const HUGE = 'x'.repeat(200_000);
/** 300 arrays inside each other: deeper than any schema, to find recursion that is not bounded. */
const DEEP = JSON.parse(`${'['.repeat(300)}${']'.repeat(300)}`);

/** Values of the wrong kind: nulls, wrong types, huge and unusual strings, deep nesting, odd numbers. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '💥🏠',
    'Ærø Å',
    "'; drop table cases; --",
    '../../etc/passwd',
    '%',
    '_',
  ),
  fc.constant(HUGE),
  fc.constant(DEEP),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);

const clampInt = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(-1e9, Math.min(1e9, value));

function stringArbitrary(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 100;
  const boundaries = fc.constantFrom('a'.repeat(minLength), 'a'.repeat(Math.min(maxLength, 100_000)));
  let shaped: fc.Arbitrary<string> = fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) });
  if (schema.format === 'uuid') {
    shaped = known.uuids.length > 0 ? fc.oneof(fc.constantFrom(...known.uuids), fc.uuid()) : fc.uuid();
  } else if (schema.format === 'email') shaped = fc.emailAddress();
  else if (schema.format === 'date-time') shaped = isoDate().map((date) => date.toISOString());
  else if (schema.format === 'date') shaped = isoDate().map((date) => date.toISOString().slice(0, 10));
  else if (schema.format === 'uri') shaped = fc.webUrl();
  else if (schema.pattern) {
    try {
      shaped = fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read as given: plain strings of the right length then.
    }
  }
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: boundaries });
}

const isoDate = () =>
  fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-01-01T00:00:00Z'),
    noInvalidDate: true,
  });

function numberArbitrary(schema: JsonSchema, integer: boolean, known: KnownValues): fc.Arbitrary<number> {
  const min = clampInt(schema.minimum ?? schema.exclusiveMinimum, -1e6);
  const max = clampInt(schema.maximum ?? schema.exclusiveMaximum, 1e6);
  const ranged = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const inRange = known.integers.filter((value) => value >= min && value <= max);
  const boundaries = fc.constantFrom(min, max);
  return inRange.length > 0
    ? fc.oneof(ranged, boundaries, fc.constantFrom(...inRange))
    : fc.oneof(ranged, boundaries);
}

/** Values the schema accepts (mostly), each part now and then replaced by junk. */
export function arbitraryOf(schema: JsonSchema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArbitraryOf(schema, known, depth);
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

function shapedArbitraryOf(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((part) => arbitraryOf(part, known, depth + 1)));
  if (schema.allOf?.[0]) return shapedArbitraryOf(schema.allOf[0], known, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => shapedArbitraryOf({ ...schema, type }, known, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, known);
    case 'integer':
      return numberArbitrary(schema, true, known);
    case 'number':
      return numberArbitrary(schema, false, known);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, known, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, part]) => [name, arbitraryOf(part, known, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((name) => name in properties);
      return fc.record(shape, { requiredKeys: required });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}
