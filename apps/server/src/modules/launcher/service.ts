import {
  canLaunch,
  LAUNCH_ACQUISITION_PLACEHOLDER,
  LAUNCH_ORIGIN_PLACEHOLDER,
  modelingState,
} from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import { AppError, NotFound } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { readableExam } from '../acquisitions/exams/service';
import { applicationNamed, type LauncherApplication } from './applications';
import { modelingsOfExam } from './repo';

/** Seed §8 "Exams: Model not processed": only a successful modeling launches (seed §4). */
export const MODEL_NOT_PROCESSED = 'Model not processed';

export function findApplication(name: string): LauncherApplication {
  const application = applicationNamed(name);
  if (application === undefined) throw new NotFound('Application not found');
  return application;
}

/**
 * The URL that opens an exam in an application (seed §7 launch): the exam must be the caller's
 * to read and its latest modeling a success, as the worklist requires before it launches.
 * @param origin - where the portal is reached: `PUBLIC_URL`, else the server's own address
 */
export async function launchUrl(
  db: Executor,
  context: RequestContext,
  name: string,
  acquisitionId: string,
  origin: string,
): Promise<string> {
  const application = findApplication(name);
  const exam = await readableExam(db, context, acquisitionId);
  const state = modelingState(await modelingsOfExam(db, exam.id), context.now.getTime());
  const launchable = canLaunch(state);
  if (!launchable) throw new AppError(409, MODEL_NOT_PROCESSED);
  return application.urlTemplate
    .split(LAUNCH_ORIGIN_PLACEHOLDER)
    .join(origin)
    .split(LAUNCH_ACQUISITION_PLACEHOLDER)
    .join(encodeURIComponent(exam.id));
}
