import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@sagitta/domain';

/** One colour per account status, so a list can be scanned at a glance. */
export const STATUS_COLORS: Readonly<Record<UserStatus, string>> = {
  Active: 'green',
  New: 'blue',
  Reset: 'yellow',
  Deactivated: 'gray',
  Deleted: 'red',
  Pending: 'orange',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" autoContrast data-status={status}>
      {t(`userAdmin.status.${status}`)}
    </Badge>
  );
}
