import type { AccessHistoryPage } from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import type { RequestContext } from '../../platform/request-context';
import { accessHistoryPage, rolesOf } from './access-history-repo';
import { readableRecord } from './service';

/**
 * Who read or changed the patient, from the audit trail, newest first (issue 16, HIPAA's
 * accounting of disclosures): shown to the patient's physician and the clinical staff acting for
 * them (`patients:access-history`); representatives and 3D technicians are refused (403) by the
 * route's permission before the record is even looked up. Each row names the roles its actor
 * held when it happened (`audit_events.actor_roles`).
 */
export async function accessHistory(
  db: Executor,
  context: RequestContext,
  id: string,
  query: { page: number; limit: number },
): Promise<AccessHistoryPage> {
  const scope = await context.patientScope();
  await readableRecord(db, scope, id);
  const { rows, totalCount } = await accessHistoryPage(db, id, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  // The roles held at the time; today's only for rows written before they were recorded.
  const unrecorded = rows.flatMap((row) =>
    row.actorId === null || row.actorRoles !== null ? [] : [row.actorId],
  );
  const roles = await rolesOf(db, [...new Set(unrecorded)]);
  return {
    totalCount,
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              firstName: row.actorFirstName ?? '',
              lastName: row.actorLastName ?? '',
              suffix: row.actorSuffix,
            },
      roles: row.actorId === null ? [] : (row.actorRoles ?? roles.get(row.actorId) ?? []),
      action: row.action,
      outcome: row.outcome,
    })),
  };
}
