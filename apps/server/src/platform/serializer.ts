import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
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
