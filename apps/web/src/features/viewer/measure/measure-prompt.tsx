import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LandmarkSketch } from './landmark-sketch';
import type { SequenceLandmark } from './landmark-sequence';

interface MeasurePromptProps {
  /** The landmark asked for; null when every one is placed or skipped. */
  current: SequenceLandmark | null;
  mirrored: boolean;
  onSkip: () => void;
  onPlaceAtCrosshair: () => void;
}

/** The guided sequence's question: which landmark next, where it goes, and a way past it. */
export function MeasurePrompt({
  current,
  mirrored,
  onSkip,
  onPlaceAtCrosshair,
}: MeasurePromptProps) {
  const { t } = useTranslation();
  if (current === null) return <Text size="sm">{t('viewer.measure.allDone')}</Text>;
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {t('viewer.measure.next')}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <LandmarkSketch name={current.name} label={current.label} mirrored={mirrored} />
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {current.name}
          </Text>
          <Text size="sm">{current.label}</Text>
          {!current.essential && (
            <Text size="xs" c="dimmed">
              {t('viewer.measure.optional')}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onPlaceAtCrosshair} aria-keyshortcuts="Enter">
          {t('viewer.measure.placeAtCrosshair')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onSkip} aria-keyshortcuts="S">
          {t('viewer.measure.skip')}
        </Button>
      </Group>
    </Stack>
  );
}
