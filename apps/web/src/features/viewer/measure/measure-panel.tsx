import { Button, Group, ScrollArea, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlignmentMeasurement } from '@sagitta/domain';
import { LandmarkList } from './landmark-list';
import { landmarkSequence, type MeasuredFilm } from './landmark-sequence';
import { LiveValuesTable } from './live-values-table';
import { MeasurePrompt } from './measure-prompt';
import type { MeasureAction, MeasureState } from './measure-state';
import classes from './measure-panel.module.css';

interface MeasurePanelProps {
  film: MeasuredFilm;
  /** The films the exam has to measure; a choice shows when there are two. */
  films: readonly MeasuredFilm[];
  onChooseFilm: (film: MeasuredFilm) => void;
  state: MeasureState;
  measurement: AlignmentMeasurement;
  /** The film's calibration, its source and the tool that draws a calibration object. */
  calibration: ReactNode;
  /** The last change, in words, for screen readers. */
  announcement: string;
  onAction: (action: MeasureAction) => void;
  onPlaceAtCrosshair: () => void;
  /** The draft's save status and the Complete button, once there is an assessment. */
  children?: ReactNode;
}

/**
 * The measurement beside the film: the landmark asked for, the tools, the calibration, the
 * facing direction, the live values and every landmark of the film.
 */
export function MeasurePanel(props: MeasurePanelProps) {
  const { film, state, measurement, calibration, announcement, onAction } = props;
  const { t } = useTranslation();
  const sequence = landmarkSequence(film);
  const essential = sequence.filter((landmark) => landmark.essential);
  const placed = essential.filter((landmark) => state.points[landmark.name] !== undefined);
  const current = sequence.find((landmark) => landmark.name === state.current) ?? null;

  return (
    <aside className={classes.panel} aria-labelledby="measure-panel-title">
      <ScrollArea h="100%" type="auto">
        <Stack gap="sm" p="sm">
          <Title order={2} size="h5" id="measure-panel-title">
            {t('viewer.measure.title', { film: t(`viewer.measure.film.${film}`) })}
          </Title>
          {props.films.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label={t('viewer.measure.chooseFilm')}
              value={film}
              data={props.films.map((each) => ({
                value: each,
                label: t(`viewer.measure.filmChoice.${each}`),
              }))}
              onChange={props.onChooseFilm}
            />
          )}
          <Text size="xs">
            {t('viewer.measure.progress', { placed: placed.length, total: essential.length })}
          </Text>
          <MeasurePrompt
            current={current}
            mirrored={state.facing === '-x'}
            onSkip={() => {
              onAction({ kind: 'skip' });
            }}
            onPlaceAtCrosshair={props.onPlaceAtCrosshair}
          />
          <Text size="xs" c="dimmed">
            {t('viewer.measure.hint')}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={16} />}
              disabled={state.past.length === 0}
              aria-keyshortcuts="Control+Z"
              onClick={() => {
                onAction({ kind: 'undo' });
              }}
            >
              {t('viewer.measure.undo')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowForwardUp size={16} />}
              disabled={state.future.length === 0}
              aria-keyshortcuts="Control+Shift+Z"
              onClick={() => {
                onAction({ kind: 'redo' });
              }}
            >
              {t('viewer.measure.redo')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={state.selected === null}
              aria-keyshortcuts="Delete"
              onClick={() => {
                onAction({ kind: 'remove' });
              }}
            >
              {t('viewer.measure.remove')}
            </Button>
          </Group>
          <Stack gap={2}>
            <Text size="sm" fw={600} id="measure-facing-label">
              {t(`viewer.measure.facing.${film}.label`)}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="measure-facing-label"
              value={state.facing}
              data={[
                { value: '+x', label: t(`viewer.measure.facing.${film}.plus`) },
                { value: '-x', label: t(`viewer.measure.facing.${film}.minus`) },
              ]}
              onChange={(value) => {
                onAction({ kind: 'face', facing: value });
              }}
            />
          </Stack>
          {calibration}
          {props.children}
          <LiveValuesTable film={film} measurement={measurement} />
          <LandmarkList sequence={sequence} state={state} onAction={onAction} />
        </Stack>
      </ScrollArea>
      <div role="status" aria-live="polite" className={classes.announcer}>
        {announcement}
      </div>
    </aside>
  );
}
