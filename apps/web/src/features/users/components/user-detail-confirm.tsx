import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** A confirmation before a change to an account that the administrator cannot take back. */
export function UserDetailConfirm({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  destructive,
  pending,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  destructive: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color={destructive ? 'red' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
