import { Slider, Stack, Text } from '@mantine/core';

interface WindowSliderProps {
  /** What the slider sets (window level, window width): its caption and its thumb's name. */
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}

/**
 * One of the window sliders, captioned: the thumb carries the same name for assistive
 * technologies, and no value bubble, since the current window is told beside the sliders.
 */
export function WindowSlider({
  label,
  min,
  max,
  step,
  value,
  disabled,
  onChange,
}: WindowSliderProps) {
  return (
    <Stack gap={2} w={150}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Slider
        size="sm"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        thumbLabel={label}
        label={null}
        onChange={onChange}
      />
    </Stack>
  );
}
