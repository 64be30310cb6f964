import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../api';
import type { UserTab } from './use-user-list-params';

/** The bulk actions of each tab (seed §2, §4). */
export const TAB_ACTIONS: Readonly<Record<UserTab, readonly BulkAction[]>> = {
  all: ['activate', 'disable', 'delete', 'reset'],
  requests: ['accept', 'reject'],
};

/** Actions that remove something for good are shown in red. */
export const DESTRUCTIVE: ReadonlySet<BulkAction> = new Set(['delete', 'reject']);

interface BulkActionBarProps {
  tab: UserTab;
  count: number;
  /** An action is running: no other may start. */
  running: boolean;
  onAction: (action: BulkAction) => void;
}

/** The buttons acting on the selected users; they wait for a selection. */
export function BulkActionBar({ tab, count, running, onAction }: BulkActionBarProps) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-label={t('userAdmin.bulk.label')} gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite" miw={90}>
        {t('userAdmin.bulk.selected', { count })}
      </Text>
      {TAB_ACTIONS[tab].map((action) => (
        <Button
          key={action}
          size="xs"
          variant={DESTRUCTIVE.has(action) ? 'light' : 'default'}
          color={DESTRUCTIVE.has(action) ? 'red' : undefined}
          disabled={count === 0 || running}
          onClick={() => {
            onAction(action);
          }}
        >
          {t(`userAdmin.bulk.action.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
