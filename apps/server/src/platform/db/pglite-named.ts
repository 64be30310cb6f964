import { parse, protocol, types, type PGlite } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, which its `query` lacks: every call there sends an
 * unnamed Parse, so the embedded server parses, analyses and plans the text again, in
 * WebAssembly on the request thread. Here the Parse is sent once per PGlite instance under the
 * statement's name, and each call sends only Bind, Describe, Execute and Sync, in one message
 * (the protocol messages PGlite's own `query` sends, one at a time). Measured on the filing
 * statement of an upload: see docs/decisions.md (2026-11-25, night).
 */

/** For each PGlite instance, its prepared statements: name → parameter type OIDs. */
const preparedOn = new WeakMap<PGlite, Map<string, number[]>>();

/** As drizzle's PGlite driver reads them: dates and times stay text, as node-postgres's do. */
const asText = (value: string) => value;
const PARSERS = {
  [types.DATE]: asText,
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
};

/** SQLSTATE invalid_sql_statement_name: the statement is gone (DEALLOCATE ALL, DISCARD ALL). */
const STATEMENT_GONE = '26000';

async function prepare(client: PGlite, name: string, text: string): Promise<number[]> {
  const { serialize } = protocol;
  const { messages } = await client.execProtocol(
    Buffer.concat([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return parse.parseDescribeStatementResults(messages);
}

async function run(
  client: PGlite,
  name: string,
  parameterTypes: number[],
  parameters: readonly unknown[],
): Promise<{ rows: unknown[] }> {
  const { serialize } = protocol;
  const values = parameters.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = client.serializers[parameterTypes[index] ?? types.TEXT];
    if (serializer !== undefined) return serializer(value);
    // As PGlite's `query` sends a value of a type it has no serializer for.
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      return value.toString();
    }
    return JSON.stringify(value);
  });
  const { messages } = await client.execProtocol(
    Buffer.concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      // Also after an error: the backend skips to it, and the next statement starts clean.
      serialize.sync(),
    ]),
  );
  const [result] = parse.parseResults(messages, client.parsers, { parsers: PARSERS });
  return { rows: result?.rows ?? [] };
}

/**
 * Runs `text` as the prepared statement `name` on `client`, preparing it on first use. Holds both
 * of PGlite's locks, as its `query` does: no other statement, and no other caller's transaction,
 * may run in between. Not for use inside a transaction (the lock would wait for it).
 */
export async function executeNamedOnPglite(
  client: PGlite,
  name: string,
  text: string,
  parameters: readonly unknown[],
): Promise<{ rows: unknown[] }> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let prepared = preparedOn.get(client);
      if (prepared === undefined) {
        prepared = new Map();
        preparedOn.set(client, prepared);
      }
      const prepareHere = async (): Promise<number[]> => {
        const parameterTypes = await prepare(client, name, text);
        prepared.set(name, parameterTypes);
        return parameterTypes;
      };
      const parameterTypes = prepared.get(name) ?? (await prepareHere());
      try {
        return await run(client, name, parameterTypes, parameters);
      } catch (error) {
        if ((error as { code?: unknown }).code !== STATEMENT_GONE) throw error;
        return run(client, name, await prepareHere(), parameters);
      }
    }),
  );
}
