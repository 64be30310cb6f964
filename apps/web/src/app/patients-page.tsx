import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mayOpenOnExams } from '../features/patients/open-tab';
import { PatientsPage } from '../features/patients/pages/patients-page';

// The worklist is its own chunk: a user who opens another tab never loads it. When the address
// opens Patient Exams (no `?tab=`: the usual preference), the chunk starts with this module rather
// than once the page around it has rendered (bench:lighthouse: ~0.3 s sooner).
const loadWorklist = () => import('../features/worklist/pages/worklist-page');
const WorklistPage = lazy(loadWorklist);
if (mayOpenOnExams(new URLSearchParams(window.location.search).get('tab'))) {
  loadWorklist().catch(() => undefined);
}

function WorklistTab() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label={t('patients.loadingTab')} />
        </Center>
      }
    >
      <WorklistPage />
    </Suspense>
  );
}

/**
 * The `patient-list` route: the Patients page, its Patient Exams tab filled by the worklist.
 * Composed here because features do not import each other.
 */
export default function PatientsRoutePage() {
  return <PatientsPage examsTab={<WorklistTab />} />;
}
