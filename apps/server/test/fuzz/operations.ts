import fc from 'fast-check';
import { hostileValue } from './hostile-values';

/** A JSON schema as the OpenAPI document gives it (zod's, converted): only what we read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `/api/v1/users/{id}`. */
  path: string;
  /** Fastify's form of it, `/api/v1/users/:id`, as the audit trail names routes. */
  route: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'multipart' } | null;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation of the app's OpenAPI document.
 * @param multipartPaths - operations that take multipart bodies: without a body schema, the
 * document does not say so
 */
export function operationsOf(document: unknown, multipartPaths: readonly string[]): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content['application/json'];
      const multipart =
        multipartPaths.includes(path) ||
        operation.requestBody?.content['multipart/form-data'] !== undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: multipart
          ? { kind: 'multipart' }
          : json === undefined
            ? null
            : { kind: 'json', schema: json.schema ?? {} },
      });
    }
  }
  return operations;
}

/** Values that pass a schema's shape, so that requests also reach services and the database. */
export interface Plausible {
  /** Ids the database holds (and one it does not), for `format: uuid` fields. */
  ids: readonly string[];
}

const ISO = '2026-11-22T08:00:00.000Z';

/**
 * A plausible value for a schema (enum members, known ids, emails, dates, numbers in range), or
 * sometimes a hostile one: each field is hostile on its own, so that one bad field among good
 * ones is tried too.
 */
export function valueFor(schema: JsonSchema, plausible: Plausible): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleFor(schema, plausible, 0) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A value that passes the schema's shape, as far as a JSON schema can say. */
export function plausibleValue(schema: JsonSchema, plausible: Plausible): fc.Arbitrary<unknown> {
  return plausibleFor(schema, plausible, 0);
}

function plausibleFor(
  schema: JsonSchema,
  plausible: Plausible,
  depth: number,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((inner) => plausibleFor(inner, plausible, depth)));
  }
  if (schema.allOf?.[0] !== undefined) return plausibleFor(schema.allOf[0], plausible, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type)
    ? (schema.type.find((name) => name !== 'null') ?? 'null')
    : schema.type;
  const inner = plainFor(type, schema, plausible, depth);
  const nullable =
    schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  return nullable ? fc.option(inner, { nil: null, freq: 4 }) : inner;
}

function plainFor(
  type: string | undefined,
  schema: JsonSchema,
  plausible: Plausible,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema, plausible);
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -1_000_000),
        max: Math.min(schema.maximum ?? 100, 1_000_000),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(plausibleFor(schema.items ?? {}, plausible, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, inner]) => [
            key,
            plausibleFor(inner, plausible, depth + 1),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    case 'null':
      return fc.constant(null);
    case undefined:
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function stringFor(schema: JsonSchema, plausible: Plausible): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.constantFrom(...plausible.ids);
    case 'email':
      return fc.constantFrom('someone@sagitta.test', 'new.person@example.org');
    case 'date-time':
      return fc.constant(ISO);
    case 'date':
      return fc.constant(ISO.slice(0, 10));
    case undefined:
    default: {
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
      return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
    }
  }
}
