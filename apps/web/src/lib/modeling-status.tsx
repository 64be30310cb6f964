import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { elapsedParts, type ModelingState } from '@sagitta/domain';

/** How long a modeling has run: '12 min', or '1 h 05 min'. */
export function useElapsedText() {
  const { t } = useTranslation();
  return (ms: number) => {
    const { hours, minutes } = elapsedParts(ms);
    return hours === 0
      ? t('worklist.modeling.elapsedMinutes', { minutes })
      : t('worklist.modeling.elapsedHours', { hours, minutes: String(minutes).padStart(2, '0') });
  };
}

/** The status column: the exam's modeling state (seed §4), with the elapsed time in progress. */
export function ModelingStatus({ state }: { state: ModelingState }) {
  const { t } = useTranslation();
  const elapsed = useElapsedText();
  switch (state.kind) {
    case 'success':
      return (
        // teal.9 on the light variant's teal.1 is 4.3:1, below WCAG AA; on teal.0 it is 4.7:1.
        <Badge color="teal" variant="light" bg="teal.0">
          {t('worklist.modeling.success')}
        </Badge>
      );
    case 'failure':
      return (
        <Badge color="red" variant="light">
          {t('worklist.modeling.failure')}
        </Badge>
      );
    case 'in-progress':
      return (
        <Group gap={6} wrap="nowrap">
          <Badge color="blue" variant="light">
            {t('worklist.modeling.inProgress')}
          </Badge>
          <Text size="sm" c="dimmed">
            {elapsed(state.elapsedMs)}
          </Text>
        </Group>
      );
  }
}
