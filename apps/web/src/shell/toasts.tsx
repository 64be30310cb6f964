import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { TOAST_DURATION_MS, TOAST_WITH_UNDO_DURATION_MS } from '@sagitta/domain';

/** Toast positions and types of seed §2. */
export type ToastPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export type ToastType = 'info' | 'success' | 'error';

const COLORS: Readonly<Record<ToastType, string>> = { info: 'blue', success: 'teal', error: 'red' };

export interface ToastOptions {
  type: ToastType;
  message: string;
  title?: string;
  position?: ToastPosition;
  /** Offers an Undo button; the toast then stays 4 s instead of 5 (seed §9). */
  onUndo?: () => void;
}

/** Shows a toast (Mantine notifications); returns its id. */
export function toast({
  type,
  message,
  title,
  position = 'top-right',
  onUndo,
}: ToastOptions): string {
  const id = `toast-${crypto.randomUUID()}`;
  const undo = () => {
    notifications.hide(id);
    onUndo?.();
  };
  notifications.show({
    id,
    color: COLORS[type],
    title,
    position,
    // Mantine's close button has only an icon: it needs a name (axe button-name).
    closeButtonProps: { 'aria-label': i18next.t('common.closeMessage') },
    autoClose: onUndo === undefined ? TOAST_DURATION_MS : TOAST_WITH_UNDO_DURATION_MS,
    message:
      onUndo === undefined ? (
        message
      ) : (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{message}</Text>
          <Button size="compact-sm" variant="subtle" onClick={undo}>
            {i18next.t('common.undo')}
          </Button>
        </Group>
      ),
  });
  return id;
}
