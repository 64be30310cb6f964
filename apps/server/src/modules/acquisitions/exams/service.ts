import { asc, eq } from 'drizzle-orm';
import type { ExamDetail } from '@sagitta/domain';
import { instances, series, studies } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import type { RequestContext } from '../../platform/request-context';
import { byStudy, examPage } from '../worklist/query';
import { EXAM_NOT_FOUND, readableExam } from './scope';
import { NotFound } from '../../platform/errors/errors';

/** Frontal images first, then lateral, then the rest: the viewer's left-to-right order. */
const VIEW_ORDER = { FRONTAL: 0, LATERAL: 1 } as const;

/** The exam with its patient banner and its images, for the viewer. */
export async function examDetail(
  db: Executor,
  context: RequestContext,
  acquisitionId: string,
): Promise<ExamDetail> {
  const exam = await readableExam(db, context, acquisitionId);
  const {
    items: [item],
  } = await examPage(db, byStudy(eq(studies.id, exam.id)), { offset: 0, limit: 1 });
  if (item === undefined) throw new NotFound(EXAM_NOT_FOUND);
  const images = await examImages(db, exam.id);
  return {
    ...item,
    images: images.map((image) => ({
      instanceId: image.instanceId,
      seriesDescription: image.seriesDescription,
      view: image.view === 'FRONTAL' || image.view === 'LATERAL' ? image.view : null,
      rows: image.rows,
      columns: image.columns,
      previewAvailable: image.previewStatus !== 'unavailable',
      defaultWindow:
        image.windowCenter === null || image.windowWidth === null
          ? null
          : { center: image.windowCenter, width: image.windowWidth },
      valueRange:
        image.valueMin === null || image.valueMax === null
          ? null
          : { min: image.valueMin, max: image.valueMax },
      photometric: image.photometric,
    })),
  };
}

/** The exam's images (instances with pixels), frontal first, then in series and file order. */
export async function examImages(db: Executor, studyId: string) {
  const rows = await db
    .select({
      instanceId: instances.id,
      blobKey: instances.blobKey,
      seriesDescription: series.description,
      view: instances.view,
      rows: instances.rows,
      columns: instances.columns,
      previewStatus: instances.previewStatus,
      photometric: instances.photometric,
      windowCenter: instances.windowCenter,
      windowWidth: instances.windowWidth,
      valueMin: instances.valueMin,
      valueMax: instances.valueMax,
    })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(eq(series.studyId, studyId))
    .orderBy(asc(series.number), asc(series.seriesInstanceUid), asc(instances.createdAt));
  const rank = (view: string | null) =>
    view === 'FRONTAL' || view === 'LATERAL' ? VIEW_ORDER[view] : 2;
  return rows.filter((row) => row.rows !== null).sort((a, b) => rank(a.view) - rank(b.view));
}
