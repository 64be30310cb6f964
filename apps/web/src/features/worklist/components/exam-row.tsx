import { memo, useId } from 'react';
import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canLaunch } from '@sagitta/domain';
import type { ExamRowView } from '../exam-row-view';
import { RequestModelButton } from '../../../lib/model-request/request-model-button';
import { ModelingStatus } from '../../../lib/modeling-status';

/** A cell's value, or a dash for an unknown one that a screen reader reads as `unknown`. */
function Known({ value, unknown }: { value: string | null; unknown: string }) {
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden component="span">{unknown}</VisuallyHidden>
    </>
  );
}

interface ExamRowProps {
  exam: ExamRowView;
  onLaunch: (examId: string) => void;
  /**
   * Set for those who request 3D models (issue 18): an exam without a model (none yet, or the
   * last one rejected) offers the request in its status cell; called once it is settled.
   */
  onModelRequested?: (() => Promise<unknown>) | undefined;
}

/**
 * One exam of the worklist. A row whose modeling succeeded opens the application on click or
 * Enter; the others are not clickable, and say why (tooltip and accessible description).
 */
export const ExamRow = memo(function ExamRow({ exam, onLaunch, onModelRequested }: ExamRowProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const launchable = canLaunch(exam.state);
  const unknown = t('worklist.table.unknown');
  const why = launchable
    ? t('worklist.launch.opens')
    : exam.state.kind === 'in-progress'
      ? t('worklist.launch.inProgress')
      : t('worklist.launch.notProcessed');
  const ageAndSex = [exam.age === undefined ? null : String(exam.age), exam.sex]
    .filter((part) => part !== null)
    .join(' ');

  return (
    <Table.Tr
      data-launchable={launchable}
      // Not aria-disabled: it would disable the row's links and buttons too (ARIA applies it to
      // focusable descendants), while the patient file and the model request stay open to all.
      aria-describedby={descriptionId}
      title={launchable ? undefined : why}
      tabIndex={launchable ? 0 : undefined}
      style={{ cursor: launchable ? 'pointer' : 'not-allowed' }}
      onClick={
        launchable
          ? () => {
              onLaunch(exam.id);
            }
          : undefined
      }
      onKeyDown={
        launchable
          ? (event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onLaunch(exam.id);
            }
          : undefined
      }
    >
      <Table.Td fw={600}>
        {/* The row itself launches the viewer: a click or Enter on the link opens the patient
            file only, so it must not reach the row. */}
        <Anchor
          component={Link}
          to={`/patient/details/${exam.recordId}`}
          fw={600}
          onClick={(event) => {
            event.stopPropagation();
          }}
          onKeyDown={(event) => {
            event.stopPropagation();
          }}
        >
          <Known value={exam.familyName} unknown={unknown} />
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Known value={exam.firstName} unknown={unknown} />
      </Table.Td>
      <Table.Td>
        <Known value={ageAndSex === '' ? null : ageAndSex} unknown={unknown} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{exam.patientID}</Text>
        {exam.accessionNumber !== null && (
          <Text size="xs" c="dimmed">
            <VisuallyHidden component="span">{t('worklist.table.accessionNumber')} </VisuallyHidden>
            {exam.accessionNumber}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Known value={exam.examDate} unknown={t('worklist.table.unknownDate')} />
      </Table.Td>
      <Table.Td>
        <Known value={exam.description} unknown={unknown} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <ModelingStatus state={exam.state} />
          {onModelRequested !== undefined && exam.state.kind === 'failure' && (
            <RequestModelButton
              examId={exam.id}
              exam={{
                patient:
                  [exam.familyName, exam.firstName].filter((part) => part !== null).join(' ') ||
                  exam.patientID,
                type: exam.description ?? unknown,
                date: exam.examDate ?? t('worklist.table.unknownDate'),
              }}
              onSettled={onModelRequested}
            />
          )}
        </Group>
        <VisuallyHidden component="span" id={descriptionId}>
          {why}
        </VisuallyHidden>
      </Table.Td>
    </Table.Tr>
  );
});
