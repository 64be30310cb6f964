import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SequenceLandmark } from './landmark-sequence';
import type { MeasureAction, MeasureState } from './measure-state';
import classes from './landmark-list.module.css';

interface LandmarkListProps {
  sequence: readonly SequenceLandmark[];
  state: MeasureState;
  onAction: (action: MeasureAction) => void;
}

/**
 * Every landmark of the film in the guided order with its state; choosing one selects it when it
 * is placed (the arrows then nudge it, Delete removes it to place it again), else asks for it
 * next.
 */
export function LandmarkList({ sequence, state, onAction }: LandmarkListProps) {
  const { t } = useTranslation();
  const stateOf = (name: string) =>
    state.points[name] !== undefined
      ? 'placed'
      : state.skipped.includes(name)
        ? 'skipped'
        : 'pending';

  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} id="measure-landmarks-title">
        {t('viewer.measure.landmarks')}
      </Text>
      <ol className={classes.list} aria-labelledby="measure-landmarks-title">
        {sequence.map((landmark) => {
          const status = stateOf(landmark.name);
          return (
            <li key={landmark.name}>
              <UnstyledButton
                className={classes.item}
                data-current={landmark.name === state.current}
                aria-current={landmark.name === state.current ? 'step' : undefined}
                aria-pressed={landmark.name === state.selected}
                title={landmark.label}
                onClick={() => {
                  // A placed landmark is selected for the arrows; another is asked for next.
                  onAction(
                    status === 'placed'
                      ? { kind: 'select', name: landmark.name }
                      : { kind: 'prompt', name: landmark.name },
                  );
                }}
              >
                <span>{landmark.name}</span>
                <Badge size="xs" variant={status === 'placed' ? 'filled' : 'outline'} color="gray">
                  {t(`viewer.measure.state.${status}`)}
                </Badge>
              </UnstyledButton>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
