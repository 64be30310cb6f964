import { useParams } from 'react-router';
import { useExamDetail } from '../api';
import { ExamViewer } from '../components/exam-viewer';
import { ExamLoadState } from '../components/viewer-states';

/**
 * `/viewer/:id`: Sagitta's own exam viewer, which the worklist opens in a new tab. The id is the
 * acquisition's. A bare page: the tab it opens in needs no navigation, and the images the room.
 */
export default function ViewerPage() {
  const { id = '' } = useParams();
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
  return <ExamViewer exam={exam.data} />;
}
