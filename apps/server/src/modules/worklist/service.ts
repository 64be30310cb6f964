import type { worklistQuery } from '@sagitta/domain';
import { type WorklistPage } from '@sagitta/domain';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/database';
import type { RequestContext } from '../../platform/request-context';
import { examPage, ofPhysician } from './query';
import { worklistSearchCondition } from './search';

/**
 * The worklist of seed §2: the exams of the physician the caller works for (themself, or the
 * acting physician of clinical staff and sales representatives, checked), newest first.
 */
export async function listWorklist(
  db: Executor,
  context: RequestContext,
  query: z.output<typeof worklistQuery>,
): Promise<WorklistPage> {
  const physicianId = await context.actingPhysicianId();
  const search = worklistSearchCondition(physicianId, query.patientName, query.patientID);
  return examPage(db, ofPhysician(physicianId, search), {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
}
