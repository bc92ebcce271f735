import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * The JSON schema of a response contract for fast-json-stringify: what the answer holds, as the OpenAPI
 * document describes it (output side, OpenAPI 3.0 `nullable`, which fast-json-stringify writes without
 * trying each branch of an `anyOf`).
 */
function jsonSchemaOf(contract: z.ZodType) {
  return z.toJSONSchema(contract, { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' });
}

/** One compiled serializer per contract, however many routes and status codes answer with it. */
const compiledByContract = new WeakMap<z.ZodType, Stringify>();

function fastSerializerOf(contract: z.ZodType): Stringify {
  let stringify = compiledByContract.get(contract);
  if (!stringify) {
    stringify = fastJson(jsonSchemaOf(contract) as Parameters<typeof fastJson>[0]) as Stringify;
    compiledByContract.set(contract, stringify);
  }
  return stringify;
}

/**
 * Serializes every answer that declares a response contract with fast-json-stringify, from a JSON schema
 * generated from that zod contract, so the contract stays the one source of the route's validation, its
 * answer and the OpenAPI document. A list of 100 cases checked by zod and then written by JSON.stringify
 * cost more than the queries that found it. Like zod, fast-json-stringify writes only the contract's
 * properties (nothing else of a row leaks); unlike zod, it does not refuse a value of the wrong type.
 *
 * `checkContract` (every environment but production): each answer is also checked and written as before
 * (zod, then JSON.stringify), a broken contract answers 500 as it did, and an answer the two write
 * differently fails the request, so the route tests prove the fast serializer writes what the contract
 * says. Each serializer is compiled on its route's first answer, not while the hub starts.
 */
export function responseSerializerCompiler(options: {
  checkContract: boolean;
}): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  return (routeSchema) => {
    const contract = routeSchema.schema;
    const checked = contractSerializerCompiler(routeSchema);
    // A contract given as `{ properties }` rather than a zod schema keeps the checked serializer.
    if (!(contract instanceof z.ZodType)) return checked;
    let fast: Stringify | undefined;
    const write = (data: unknown) => {
      fast ??= fastSerializerOf(contract);
      return fast(data);
    };
    if (!options.checkContract) return write;
    return (data) => {
      const expected = checked(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${routeSchema.method} ${routeSchema.url}: the fast serializer wrote ${written.slice(0, 500)}, the contract ${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}
