import { NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleFilled, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ONLINE_STATUSES, type CaseTechnician, type OnlineStatus } from '@sagitta/domain';

const STATUS_COLORS: Readonly<Record<OnlineStatus, string>> = {
  Online: 'var(--mantine-color-green-7)',
  Paused: 'var(--mantine-color-yellow-7)',
  Offline: 'var(--mantine-color-gray-6)',
};

const COLUMNS = ['name', 'subRole', 'experience', 'status', 'activeCases'] as const;

interface TechniciansTableProps {
  technicians: readonly CaseTechnician[];
  busy: boolean;
  /** The technician whose status is being changed. */
  pendingId: string | null;
  onStatus: (technician: CaseTechnician, next: OnlineStatus) => void;
}

/** A technician without a status yet is Offline, as the header shows them. */
export const statusOf = (technician: CaseTechnician): OnlineStatus =>
  technician.onlineStatus ?? 'Offline';

/**
 * The technicians as the manager sees them: sub-role, experience, status (a control: the
 * manager may set it) and open cases.
 */
export function TechniciansTable({
  technicians,
  busy,
  pendingId,
  onStatus,
}: TechniciansTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover aria-busy={busy} verticalSpacing="xs">
        <VisuallyHidden component="caption">{t('cases.technicians.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`cases.technicians.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {technicians.map((technician) => {
            const status = statusOf(technician);
            return (
              <Table.Tr key={technician.id}>
                <Table.Th scope="row" fw={600}>
                  {technician.name}
                </Table.Th>
                <Table.Td>{t(`cases.technicians.subRoles.${technician.subRole}`)}</Table.Td>
                <Table.Td>
                  {technician.inexperienced ? (
                    <Text size="sm" c="dimmed">
                      {t('cases.technicians.inexperienced')}
                    </Text>
                  ) : (
                    <IconStar
                      size={16}
                      role="img"
                      aria-label={t('cases.technicians.experienced')}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    size="xs"
                    maw={160}
                    aria-label={t('cases.technicians.statusOf', { name: technician.name })}
                    value={status}
                    disabled={pendingId === technician.id}
                    leftSection={
                      <IconCircleFilled size={10} color={STATUS_COLORS[status]} aria-hidden />
                    }
                    data={ONLINE_STATUSES.map((value) => ({
                      value,
                      label: t(`menu.onlineStatus.${value}`),
                    }))}
                    onChange={(event) => {
                      const next = ONLINE_STATUSES.find(
                        (value) => value === event.currentTarget.value,
                      );
                      if (next !== undefined && next !== status) onStatus(technician, next);
                    }}
                  />
                </Table.Td>
                <Table.Td>{technician.activeCases}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
