import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { institutions } from '../src/db/schema';
import type { SharedTestApp, TestApp } from './harness';

/**
 * An institution the administrator creates with only a name and a tier, so that a test owns the
 * institution it changes instead of altering the demo ones.
 * @returns its id
 */
export async function newInstitution(t: SharedTestApp, name: string, tier = 3): Promise<string> {
  const response = await t.callAs('admin', 'POST', '/api/v1/institutions', { name, tier });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ institutionId: string }>().institutionId;
}

/** The id of an institution by its name (a demo one, say), read from the database. */
export async function institutionIdOf(t: Pick<TestApp, 'database'>, name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.name, name));
  if (row === undefined) throw new Error(`no institution ${name}`);
  return row.id;
}
