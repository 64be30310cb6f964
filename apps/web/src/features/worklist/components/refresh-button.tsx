import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RefreshButtonProps {
  /** The live feed has signalled new items since the last refresh (seed §4). */
  newItems: boolean;
  onRefresh: () => void;
}

/**
 * The worklist's Refresh button, highlighted when the live feed signals new items: filled, with
 * a 'New' badge, a name that says so, and a polite announcement for screen readers.
 */
export function RefreshButton({ newItems, onRefresh }: RefreshButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant={newItems ? 'filled' : 'default'}
        color={newItems ? 'orange' : undefined}
        leftSection={<IconRefresh size={16} aria-hidden />}
        rightSection={
          newItems ? (
            <Badge size="xs" color="white" c="orange" variant="filled" aria-hidden>
              {t('worklist.refresh.badge')}
            </Badge>
          ) : undefined
        }
        aria-label={newItems ? t('worklist.refresh.newItems') : undefined}
        data-new-items={newItems}
        onClick={onRefresh}
      >
        {t('worklist.refresh.label')}
      </Button>
      <VisuallyHidden role="status">
        {newItems ? t('worklist.refresh.announcement') : ''}
      </VisuallyHidden>
    </>
  );
}
