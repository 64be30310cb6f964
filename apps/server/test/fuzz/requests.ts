import fc from 'fast-check';
import type { DemoUser } from '../harness';
import { multipartBody } from '../multipart';
import {
  extraFields,
  hostileString,
  hostileValue,
  printableHostile,
  rawBodyText,
} from './hostile-values';
import { plausibleValue, valueFor, type JsonSchema, type Operation } from './operations';

export const UPLOAD_PATH = '/api/acquisitions/store';

export type FuzzBody =
  { kind: 'json'; text: string } | { kind: 'multipart'; payload: Buffer; contentType: string };

/** One generated request, before it is sent. */
export interface FuzzRequest {
  operation: Operation;
  /** null: anonymous. */
  actor: DemoUser | null;
  pathValues: string[];
  query: [string, string][];
  body: FuzzBody | null;
  actingPhysician: string | null;
}

export interface FuzzContext {
  actors: readonly (DemoUser | null)[];
  /** Ids the database holds (none of the fuzz's own accounts), and one it does not. */
  ids: readonly string[];
  selfIds: Readonly<Record<DemoUser, string>>;
  /** A real DICOM file, cut and corrupted for uploads. */
  dicom: Buffer;
  /** The physician clinical staff act for (their connection). */
  actingPhysicianId: string;
}

/** JSON text of a value; undefined for undefined, whatever JSON.stringify's declared type says. */
function jsonText(value: unknown): string | undefined {
  const text: string | undefined = JSON.stringify(value);
  return text;
}

/** How a non-string value travels in a query: as JSON text (`[1]`, `{"a":…}`, `null`). */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (jsonText(value) ?? String(value));
}

function jsonBody(value: unknown): FuzzBody {
  return { kind: 'json', text: jsonText(value) ?? 'null' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function pathValue(
  operation: Operation,
  name: string,
  actor: DemoUser | null,
  context: FuzzContext,
): fc.Arbitrary<string> {
  // An account holder's own routes (`/users/{id}/…`) need their own id to get anywhere; never
  // the password change, which would end the acting session.
  const ownRoute =
    name === 'id' &&
    operation.path.startsWith('/api/v1/users/{id}/') &&
    operation.path !== '/api/v1/users/{id}/password';
  const known = [...context.ids, ...(ownRoute && actor !== null ? [context.selfIds[actor]] : [])];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: hostileString(80).filter((text) => text !== '') },
  );
}

function queryOf(operation: Operation, context: FuzzContext): fc.Arbitrary<[string, string][]> {
  const one = (schema: JsonSchema) =>
    fc.oneof(
      { weight: 4, arbitrary: valueFor(schema, context).map((value) => [asText(value)]) },
      {
        weight: 1,
        arbitrary: fc.array(valueFor(schema, context).map(asText), { minLength: 2, maxLength: 3 }),
      },
    );
  return fc
    .tuple(
      ...operation.query.map(({ name, schema }) =>
        fc.option(
          one(schema).map((values) => values.map((value) => [name, value] as const)),
          {
            freq: 3,
          },
        ),
      ),
    )
    .map((pairs) => pairs.flatMap((pair) => (pair === null ? [] : pair.map(([k, v]) => [k, v]))))
    .map((pairs) => pairs as [string, string][]);
}

function jsonBodyOf(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<FuzzBody> {
  const fields = isObject(schema.properties) ? schema.properties : null;
  const mixed =
    fields === null
      ? valueFor(schema, context)
      : fc.record(
          Object.fromEntries(
            Object.entries(fields).map(([key, inner]) => [key, valueFor(inner, context)]),
          ),
          { requiredKeys: (schema.required ?? []).filter((key) => key in fields) },
        );
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(schema, context).map(jsonBody) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(mixed, fc.option(extraFields, { freq: 3 }))
        .map(([value, extra]) =>
          jsonBody(extra !== null && isObject(value) ? { ...value, ...extra } : value),
        ),
    },
    { weight: 1, arbitrary: hostileValue.map(jsonBody) },
    { weight: 1, arbitrary: rawBodyText.map((text): FuzzBody => ({ kind: 'json', text })) },
  );
}

function uploadBodyOf(context: FuzzContext): fc.Arbitrary<FuzzBody> {
  const { dicom } = context;
  const bytes = fc.oneof(
    fc.integer({ min: 0, max: dicom.length }).map((length) => dicom.subarray(0, length)),
    fc
      .tuple(fc.array(fc.nat(dicom.length - 1), { maxLength: 8 }), fc.nat(255))
      .map(([positions, byte]) => {
        const copy = Buffer.from(dicom);
        for (const position of positions) copy[position] = byte;
        return copy;
      }),
    fc.uint8Array({ maxLength: 2_048 }).map((array) => Buffer.from(array)),
    fc.constant(Buffer.alloc(0)),
  );
  const file = fc.record({
    bytes,
    name: fc.oneof(fc.constant('scan.dcm'), hostileString(60)),
    field: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, hostileString(20)),
  });
  const multipart = fc.array(file, { maxLength: 3 }).map((files): FuzzBody => {
    const { payload, headers } = multipartBody(files);
    return { kind: 'multipart', payload, contentType: headers['content-type'] ?? '' };
  });
  const broken = fc
    .tuple(
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'multipart/form-data; boundary=',
        'multipart/mixed; boundary=x',
      ),
      fc.constantFrom('', '--x\r\n', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n'),
    )
    .map(([contentType, text]): FuzzBody => ({
      kind: 'multipart',
      payload: Buffer.from(text),
      contentType,
    }));
  return fc.oneof(
    { weight: 5, arbitrary: multipart },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: hostileValue.map(jsonBody) },
    { weight: 1, arbitrary: rawBodyText.map((text): FuzzBody => ({ kind: 'json', text })) },
  );
}

function bodyOf(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzBody | null> {
  if (operation.body?.kind === 'multipart') return uploadBodyOf(context);
  if (operation.body?.kind === 'json') return jsonBodyOf(operation.body.schema, context);
  // A body where none is expected, now and then.
  return fc.option(
    fc.oneof(
      hostileValue.map(jsonBody),
      rawBodyText.map((text): FuzzBody => ({ kind: 'json', text })),
    ),
    { freq: 6 },
  );
}

function actingPhysicianOf(actor: DemoUser | null, context: FuzzContext) {
  if (actor !== 'staff') return fc.constant(null);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(context.actingPhysicianId) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...context.ids) },
    { weight: 1, arbitrary: printableHostile },
  );
}

/** Requests spread evenly over operations and callers, each with its hostile parts. */
export function requestsFor(
  operations: readonly Operation[],
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(fc.constantFrom(...operations), fc.constantFrom(...context.actors))
    .chain(([operation, actor]) =>
      fc.record({
        operation: fc.constant(operation),
        actor: fc.constant(actor),
        pathValues: fc.tuple(
          ...operation.pathParams.map((name) => pathValue(operation, name, actor, context)),
        ),
        query: queryOf(operation, context),
        body: bodyOf(operation, context),
        actingPhysician: actingPhysicianOf(actor, context),
      }),
    );
}
