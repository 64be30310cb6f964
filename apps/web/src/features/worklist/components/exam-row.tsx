import { useId } from 'react';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canLaunch } from '@sagitta/domain';
import type { ExamRowView } from '../exam-row-view';
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
}

/**
 * One exam of the worklist. A row whose modeling succeeded opens the application on click or
 * Enter; the others are not clickable, and say why (tooltip and accessible description).
 */
export function ExamRow({ exam, onLaunch }: ExamRowProps) {
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
      aria-disabled={launchable ? undefined : true}
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
        <ModelingStatus state={exam.state} />
        <VisuallyHidden component="span" id={descriptionId}>
          {why}
        </VisuallyHidden>
      </Table.Td>
    </Table.Tr>
  );
}
