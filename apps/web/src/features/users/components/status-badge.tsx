import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@sagitta/domain';

/**
 * One colour per account status, so a list can be scanned at a glance. Each shade is chosen so
 * that the text colour `autoContrast` picks on it (white on dark, black on light) meets WCAG AA:
 * the default shade 7 of blue, red and orange is too light for white text and too dark for black.
 */
export const STATUS_COLORS: Readonly<Record<UserStatus, string>> = {
  Active: 'green',
  New: 'blue.9',
  Reset: 'yellow',
  Deactivated: 'gray',
  Deleted: 'red.9',
  Pending: 'orange.5',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" autoContrast data-status={status}>
      {t(`userAdmin.status.${status}`)}
    </Badge>
  );
}
