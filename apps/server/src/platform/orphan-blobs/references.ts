import { inArray } from 'drizzle-orm';
import { alignmentReports, instances, previews } from '../../db/schema';
import type { Executor } from '../db/database';

/**
 * Every column that names a blob: an instance's DICOM file, a cached preview, an alignment
 * report's PDF. A column that holds a blob's key is called `blob_key`, and a test holds every
 * such column of the schema to be listed here: a blob that none of them names is an orphan.
 */
export const BLOB_KEY_COLUMNS = [instances.blobKey, previews.blobKey, alignmentReports.blobKey];

/**
 * Which of `keys` a row names, in one indexed lookup per column.
 * @param keys - blob keys (a batch of the store's listing)
 */
export async function referencedBlobKeys(
  db: Executor,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await Promise.all(
    BLOB_KEY_COLUMNS.map((column) =>
      db
        .selectDistinct({ key: column })
        .from(column.table)
        .where(inArray(column, [...keys])),
    ),
  );
  return new Set(found.flat().map((row) => row.key));
}
