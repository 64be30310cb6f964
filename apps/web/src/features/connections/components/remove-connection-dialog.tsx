import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a connection is removed: the staff member or representative loses access. */
export function RemoveConnectionDialog({
  userName,
  otherName,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The account whose connections are edited. */
  userName: string;
  /** The other end of the connection; null when no removal is asked. */
  otherName: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={otherName !== null}
      onClose={onCancel}
      title={t('connectionAdmin.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      <Stack gap="md">
        <Text>{t('connectionAdmin.confirmBody', { user: userName, other: otherName ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('connectionAdmin.cancel')}
          </Button>
          {/* Red 9: white text on the default red (shade 7) is below WCAG AA. */}
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {t('connectionAdmin.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
