import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogWhileOpen } from './dialog-while-open';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** Red for what cannot be taken back (disable, delete, revoke, reset). */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a change the user cannot take back (seed §5: destructive and bulk actions are
 * confirmed). Cancel has the focus first, so Enter does not destroy; it is disabled while the
 * change runs. It exists only while open (`DialogWhileOpen`).
 */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogWhileOpen
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            {t('common.cancel')}
          </Button>
          {/* Red 9: white text on the default red (shade 7) is below WCAG AA. */}
          <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DialogWhileOpen>
  );
}
