import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef, FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Response serialisation from the routes' zod schemas, compiled once per route into a
 * fast-json-stringify function (Fastify's own serialiser). Only the properties the schema
 * declares are written, so a field added to a row can never leak into an answer; a missing
 * required property fails loudly. It is much faster than encoding through zod on every response
 * (docs/decisions.md#response-serialisation), which matters on the calls every page makes
 * (`users/self`).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as object,
  );

/**
 * For a route whose answer is computed from the request alone, with no row behind it that could
 * leak a field: `JSON.stringify` for its 200, the schema's serialiser for its errors. Worth it only
 * where fast-json-stringify's checks of unions cost the call real time
 * (docs/decisions.md#the-measure-answer-is-written-by-jsonstringify).
 */
export function computedAnswerSerializer<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  if (route.httpStatus === '200') return (answer: unknown) => JSON.stringify(answer);
  // Fastify types `schema` as the route's; what it passes is the status's response schema.
  return serializerCompiler({ ...route, schema: route.schema as z.ZodType });
}
