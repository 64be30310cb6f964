import type { ReactNode } from 'react';
import { Anchor, Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaseStepType, CaseSummary } from '@sagitta/domain';
import { formatDate, formatDateTime } from '../../../lib/format/date';
import { useCaseWords } from '../case-words';

const COLUMNS = [
  'patient',
  'type',
  'received',
  'modelingStatus',
  'planningStatus',
  'returned',
  'surgeon',
  'urgent',
  'assignee',
  'comment',
  'lastUpdate',
] as const;

/**
 * Each step's badge colour. The light variant writes shade 9 on the badge's shade 0: orange
 * (3.96:1), yellow, lime and green fall below WCAG AA's 4.5:1, so a returned step is grape.
 */
export const STEP_COLORS: Readonly<Record<CaseStepType, string>> = {
  Completed: 'teal',
  Cancelled: 'red',
  Ongoing: 'blue',
  Returned: 'grape',
  Upcoming: 'gray',
  NotApplicable: 'gray',
};

export interface CaseTableProps {
  cases: readonly CaseSummary[];
  /** Names the table for assistive technology (its caption). */
  caption: string;
  /** The list is being reloaded: the rows shown may be out of date. */
  busy?: boolean;
  /** Where a row's patient links to (the case page); no link when absent or undefined. */
  caseHref?: (item: CaseSummary) => string | undefined;
  /** A last column of actions per row (the manager's priority, approval …). */
  actions?: (item: CaseSummary) => ReactNode;
  /** What the "Assigned to" cell holds instead of the name (the manager's assignment control). */
  assignee?: (item: CaseSummary) => ReactNode;
}

/** A modeling or planning status: a badge with its words. */
export function StepBadge({ step }: { step: CaseStepType }) {
  const { t } = useTranslation();
  return (
    // The light variant's text on shade 0 keeps WCAG AA contrast (STEP_COLORS).
    <Badge color={STEP_COLORS[step]} variant="light" bg={`${STEP_COLORS[step]}.0`}>
      {t(`cases.steps.${step}`)}
    </Badge>
  );
}

/**
 * The 3D cases as the lists show them (seed §3's case fields), one row per case, the patient as
 * the row's header. The technicians' lists and the manager's list share it.
 */
export function CaseTable({
  cases,
  caption,
  busy = false,
  caseHref,
  actions,
  assignee,
}: CaseTableProps) {
  const { t } = useTranslation();
  const words = useCaseWords();
  const none = t('cases.table.none');
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table highlightOnHover aria-busy={busy} verticalSpacing="xs">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`cases.table.${column}`)}
              </Table.Th>
            ))}
            {actions !== undefined && <Table.Th scope="col">{t('cases.table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((item) => {
            const patient = words.patient(item.patient);
            const href = caseHref?.(item);
            return (
              <Table.Tr key={item.id}>
                <Table.Th scope="row" fw="normal">
                  <Stack gap={0}>
                    {href === undefined ? (
                      <Text size="sm" fw={600}>
                        {patient}
                      </Text>
                    ) : (
                      <Anchor component={Link} to={href} size="sm" fw={600}>
                        {patient}
                      </Anchor>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('cases.table.productId', { id: item.patient.productId })}
                    </Text>
                  </Stack>
                </Table.Th>
                <Table.Td>{t(`cases.types.${item.type}`)}</Table.Td>
                <Table.Td>
                  <time dateTime={item.receivedAt} title={formatDateTime(item.receivedAt)}>
                    {formatDate(item.receivedAt)}
                  </time>
                </Table.Td>
                <Table.Td>
                  <StepBadge step={item.modelingStatus} />
                </Table.Td>
                <Table.Td>
                  <StepBadge step={item.planningStatus} />
                </Table.Td>
                <Table.Td>{item.returned ? t('cases.table.yes') : t('cases.table.no')}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{item.surgeon.name}</Text>
                    <Text size="xs" c="dimmed">
                      {item.institution?.name ?? t('cases.table.noInstitution')}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {item.urgent ? (
                    <Text size="sm" fw={700} c="red.9">
                      {t('cases.table.yes')}
                    </Text>
                  ) : (
                    t('cases.table.no')
                  )}
                </Table.Td>
                <Table.Td>
                  {assignee?.(item) ?? item.assignee?.name ?? t('cases.table.notAssigned')}
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm" lineClamp={3}>
                    {item.comment ?? none}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <time dateTime={item.lastActivityAt} title={formatDateTime(item.lastActivityAt)}>
                    {words.band(item.lastActivityBand)}
                  </time>
                </Table.Td>
                {actions !== undefined && <Table.Td>{actions(item)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
