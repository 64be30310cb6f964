import type { PatientTrends, TrendPatientPage } from '@sagitta/domain';
import type { PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';
import { readableRecord } from '../patients/service';
import { patientTrendPage, trendPatientPage, type Paging } from './repo';
import { trendsOf } from './trend-shape';

/**
 * A patient's trends: one page of their approved assessments as points, and each parameter over
 * them. A patient out of scope or unknown is 404 (the audit trail told which, `ScopeMiss`);
 * undefined when the patient has no approved assessment on this page (the route answers 204).
 */
export async function patientTrends(
  db: Executor,
  scope: PatientScope,
  patientId: string,
  paging: Paging,
): Promise<PatientTrends | undefined> {
  await readableRecord(db, scope, patientId);
  const { rows, totalCount } = await patientTrendPage(db, scope, patientId, paging);
  if (rows.length === 0) return undefined;
  return { patientId, ...trendsOf(rows), totalCount, page: paging.page, limit: paging.limit };
}

/**
 * The Patient Trends tab: the patients in scope with trends (at least two approved assessments),
 * the latest first; undefined when this page has none (204).
 */
export async function patientsWithTrends(
  db: Executor,
  scope: PatientScope,
  paging: Paging,
): Promise<TrendPatientPage | undefined> {
  const { rows, totalCount } = await trendPatientPage(db, scope, paging);
  if (rows.length === 0) return undefined;
  return {
    items: rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      familyName: row.familyName,
      firstName: row.givenName,
      assessmentCount: row.assessmentCount,
      lastDate: row.lastDay,
    })),
    totalCount,
  };
}
