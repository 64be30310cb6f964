import { Button, Tooltip } from '@mantine/core';
import { IconRulerMeasure } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface MeasureToggleProps {
  on: boolean;
  /** False when the exam has no lateral image to measure. */
  available: boolean;
  onToggle: () => void;
}

/** Turns measurement mode on the lateral image on and off. */
export function MeasureToggle({ on, available, onToggle }: MeasureToggleProps) {
  const { t } = useTranslation();
  const button = (
    <Button
      size="xs"
      variant={on ? 'filled' : 'default'}
      leftSection={<IconRulerMeasure size={16} />}
      aria-pressed={on}
      disabled={!available}
      onClick={onToggle}
    >
      {t('viewer.measure.start')}
    </Button>
  );
  return available ? button : <Tooltip label={t('viewer.measure.unavailable')}>{button}</Tooltip>;
}
