import { Button, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftStatus } from './use-assessment-draft';

interface DraftStatusLineProps {
  status: DraftStatus;
  canComplete: boolean;
  onComplete: () => void;
}

/** Whether the draft is kept, said in words, and the Complete button. */
export function DraftStatusLine({ status, canComplete, onComplete }: DraftStatusLineProps) {
  const { t } = useTranslation();
  const warning = ['failed', 'conflict', 'in-case', 'unsaved', 'no-images'].includes(status);
  // Nothing to complete once complete or approved, nor when nothing is kept.
  const completes = !['completed', 'locked', 'in-case', 'unsaved', 'no-images'].includes(status);
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="xs" role={warning ? 'alert' : 'status'} c={warning ? 'red.8' : undefined}>
        {t(`viewer.measure.draft.${status}`)}
      </Text>
      {completes && (
        <Button
          size="xs"
          leftSection={<IconCheck size={16} />}
          disabled={!canComplete}
          onClick={onComplete}
        >
          {t('viewer.measure.complete')}
        </Button>
      )}
    </Group>
  );
}
