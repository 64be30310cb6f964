import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  clampWindow,
  presetOf,
  presetWindow,
  WINDOW_PRESETS,
  widthLimits,
  windowStep,
  type ImageWindow,
  type WindowRange,
} from '../window-level';
import { WindowSlider } from './window-slider';

interface WindowControlsProps {
  /** The active image's window, null for its own. */
  current: ImageWindow | null;
  range: WindowRange;
  disabled: boolean;
  onChange: (next: ImageWindow | null) => void;
}

/** Window presets and level / width sliders for the active image. */
export function WindowControls({ current, range, disabled, onChange }: WindowControlsProps) {
  const { t } = useTranslation();
  const shown = current ?? range.default;
  const preset = presetOf(current, range);
  const step = windowStep(range);
  const widths = widthLimits(range);

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Button.Group aria-label={t('viewer.window.presets')}>
        {WINDOW_PRESETS.map((name) => (
          <Button
            key={name}
            size="xs"
            variant={preset === name ? 'filled' : 'default'}
            aria-pressed={preset === name}
            disabled={disabled}
            onClick={() => {
              onChange(presetWindow(name, range));
            }}
          >
            {t(`viewer.window.${name}`)}
          </Button>
        ))}
      </Button.Group>
      <WindowSlider
        label={t('viewer.window.level')}
        min={range.min}
        max={range.max}
        step={step}
        value={shown.center}
        disabled={disabled}
        onChange={(center) => {
          onChange(clampWindow({ ...shown, center }, range));
        }}
      />
      <WindowSlider
        label={t('viewer.window.width')}
        min={widths.min}
        max={widths.max}
        step={step}
        value={shown.width}
        disabled={disabled}
        onChange={(width) => {
          onChange(clampWindow({ ...shown, width }, range));
        }}
      />
      <Text size="xs" c="dimmed" aria-live="polite" miw={130}>
        {t('viewer.window.current')}{' '}
        {current === null
          ? t('viewer.window.fromImage')
          : t('viewer.window.value', { center: current.center, width: current.width })}
      </Text>
    </Group>
  );
}
