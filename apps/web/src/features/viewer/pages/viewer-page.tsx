import { useParams, useSearchParams } from 'react-router';
import { VIEWER_MEASURE_TOOL, VIEWER_TOOL_PARAM } from '@sagitta/domain';
import { useExamDetail } from '../api';
import { ExamViewer } from '../components/exam-viewer';
import { ExamLoadState } from '../components/viewer-states';

/**
 * `/viewer/:id`: Sagitta's own exam viewer, which the worklist opens in a new tab. The id is the
 * acquisition's. A bare page: the tab it opens in needs no navigation, and the images the room.
 * `?tool=measure` opens it with the measurement tool on (a technician's Open work on a case).
 */
export default function ViewerPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const exam = useExamDetail(id);
  if (exam.data === undefined) {
    return (
      <ExamLoadState
        error={exam.error}
        onRetry={() => {
          void exam.refetch();
        }}
      />
    );
  }
  return (
    <ExamViewer
      exam={exam.data}
      measureOnOpen={search.get(VIEWER_TOOL_PARAM) === VIEWER_MEASURE_TOOL}
    />
  );
}
