import { Box, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientExam } from '@sagitta/domain';
import { useExamPreview } from '../use-exam-preview';

const SIZE = 64;

/** The exam's first image, small; a placeholder that says so when there is none. */
export function ExamPreview({ exam, label }: { exam: PatientExam; label: string }) {
  const { t } = useTranslation();
  const src = useExamPreview(exam.id, exam.imageCount > 0);
  if (src === null)
    return (
      <Box w={SIZE} h={SIZE} bg="gray.1" display="flex" style={{ alignItems: 'center' }}>
        <Text size="xs" c="dimmed" ta="center" w="100%">
          {t('patientFile.exams.noPreview')}
        </Text>
      </Box>
    );
  return <Image src={src} alt={label} w={SIZE} h={SIZE} fit="contain" bg="dark.9" />;
}
