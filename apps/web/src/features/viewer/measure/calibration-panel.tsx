import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconRuler2, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALIBRATION_OBJECT_MAX_MM, type HeaderCalibration } from '@sagitta/domain';
import { checkLengthMm, markedLengthPx, type CalibrationEnd } from './calibration-marks';
import { CalibrationNote } from './calibration-note';
import type { Calibration } from './live-values';
import type { MeasureMode } from './use-measure-mode';

interface CalibrationPanelProps {
  calibration: Calibration;
  headerCalibration: HeaderCalibration | null;
  /** Whether the draft may change (not completed, approved or unsaved). */
  editable: boolean;
  tool: MeasureMode['calibrationTool'];
}

/**
 * The film's calibration with its source, the Calibrate tool (two ends of an object of known
 * length and its real length) and the way back to the header's spacing.
 */
export function CalibrationPanel({ calibration, editable, tool, ...props }: CalibrationPanelProps) {
  const { t } = useTranslation();
  const isObject = calibration?.source === 'CALIBRATION_OBJECT';
  return (
    <Stack gap={4} role="group" aria-labelledby="measure-calibration-label">
      <Text size="sm" fw={600} id="measure-calibration-label">
        {t('viewer.measure.calibration.label')}
      </Text>
      <CalibrationNote calibration={calibration} />
      {tool.marks !== null ? (
        <CalibrationForm
          key={isObject ? `${calibration.lengthMm}` : 'new'}
          tool={tool}
          initialLength={isObject ? calibration.lengthMm : ''}
        />
      ) : (
        editable && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRuler2 size={16} />}
              onClick={tool.start}
            >
              {t('viewer.measure.calibration.calibrate')}
            </Button>
            {isObject && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={tool.remove}
              >
                {props.headerCalibration === null
                  ? t('viewer.measure.calibration.removeToNone')
                  : t('viewer.measure.calibration.removeToHeader')}
              </Button>
            )}
          </Group>
        )
      )}
    </Stack>
  );
}

/** Drawing the object: its ends (select one to nudge it), its real length, Save or Cancel. */
function CalibrationForm(props: {
  tool: MeasureMode['calibrationTool'];
  initialLength: number | '';
}) {
  const { t, i18n } = useTranslation();
  const { tool } = props;
  const marks = tool.marks;
  const [length, setLength] = useState<number | string>(props.initialLength);
  const [touched, setTouched] = useState(false);
  if (marks === null) return null;
  const checked = checkLengthMm(length);
  const lengthPx = markedLengthPx(marks);
  const longEnough = lengthPx !== null && lengthPx >= 1;
  const pixels = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const error =
    touched && !checked.ok
      ? t(`viewer.measure.calibration.problem.${checked.problem}`, {
          max: CALIBRATION_OBJECT_MAX_MM,
        })
      : undefined;
  const endButton = (end: CalibrationEnd) => {
    const point = marks[end];
    return (
      <Button
        key={end}
        size="compact-xs"
        variant={marks.selected === end ? 'filled' : 'default'}
        aria-pressed={marks.selected === end}
        disabled={point === null}
        onClick={() => {
          tool.apply({ kind: 'select', end: marks.selected === end ? null : end });
        }}
      >
        {point === null
          ? t(`viewer.measure.calibration.${end}Missing`)
          : t(`viewer.measure.calibration.${end}At`, {
              x: pixels.format(point[0]),
              y: pixels.format(point[1]),
            })}
      </Button>
    );
  };
  return (
    <Stack gap={6}>
      <Text size="xs">{t('viewer.measure.calibration.instructions')}</Text>
      <Group gap={4} role="status" aria-live="polite">
        {endButton('start')}
        {endButton('end')}
      </Group>
      {lengthPx !== null && (
        <Text size="xs" c="dimmed">
          {t('viewer.measure.calibration.lengthPx', { length: pixels.format(lengthPx) })}
        </Text>
      )}
      <NumberInput
        size="xs"
        label={t('viewer.measure.calibration.lengthLabel')}
        min={0}
        max={CALIBRATION_OBJECT_MAX_MM}
        // A length out of bounds is said, never silently changed into another one.
        clampBehavior="none"
        decimalScale={2}
        allowNegative={false}
        value={length}
        error={error}
        onChange={setLength}
        onBlur={() => {
          setTouched(true);
        }}
      />
      <Group gap="xs">
        <Button
          size="xs"
          disabled={!longEnough}
          onClick={() => {
            setTouched(true);
            if (checked.ok) tool.save(checked.lengthMm);
          }}
        >
          {t('viewer.measure.calibration.save')}
        </Button>
        <Button size="xs" variant="default" onClick={tool.cancel}>
          {t('viewer.measure.calibration.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
