import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, AuditOutcomeName } from '@sagitta/domain';
import { formatDateTime } from '../../../lib/format/date';

const COLUMNS = [
  'occurredAt',
  'action',
  'actor',
  'target',
  'outcome',
  'clientIp',
  'details',
] as const;

/**
 * One colour per outcome, shades for which `autoContrast` text meets WCAG AA (as the users'
 * status badges, `features/users/components/status-badge.tsx`).
 */
const OUTCOME_COLORS: Record<AuditOutcomeName, string> = {
  success: 'green',
  failure: 'orange.5',
  denied: 'red.9',
};

/** A value of the trail, or a dash for none. */
function Value({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value === null)
    return (
      <Text size="sm" c="dimmed">
        {t('audit.table.none')}
      </Text>
    );
  return (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {value}
    </Text>
  );
}

/** Audit events, newest first, as the API answers them. */
export function AuditEventsTable({
  events,
  busy,
}: {
  events: readonly AuditEvent[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table highlightOnHover aria-label={t('audit.table.label')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`audit.table.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Th scope="row" fw="normal">
                <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
              </Table.Th>
              <Table.Td>
                <Value value={event.action} />
              </Table.Td>
              <Table.Td>
                <Value value={event.actorUserId} />
              </Table.Td>
              <Table.Td>
                <Value
                  value={
                    event.targetType === null
                      ? null
                      : `${event.targetType}${event.targetId === null ? '' : ` ${event.targetId}`}`
                  }
                />
              </Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLORS[event.outcome]} variant="filled" autoContrast>
                  {t(`audit.outcome.${event.outcome}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Value value={event.clientIp} />
              </Table.Td>
              <Table.Td>
                <Value value={event.details === null ? null : JSON.stringify(event.details)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
