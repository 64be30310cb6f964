import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type User } from '@sagitta/domain';
import type { BulkAction } from '../api';
import { DESTRUCTIVE } from './bulk-action-bar';
import type { BulkFailure } from './bulk-outcome';

/** The action asked for, on whom, and, once answered, the users left unchanged. */
export interface BulkDialogRequest {
  action: BulkAction;
  users: readonly User[];
  partial: { requested: number; failures: readonly BulkFailure[] } | null;
}

export interface BulkConfirmDialogProps {
  opened: boolean;
  /** Null before the first action of the page. */
  request: BulkDialogRequest | null;
  running: boolean;
  /** The request as a whole was refused: its message. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

interface WithRequest {
  request: BulkDialogRequest;
}

/** Before: what will happen, to whom, and the choice. */
function Ask({ request, ...props }: Omit<BulkConfirmDialogProps, 'opened'> & WithRequest) {
  const { t } = useTranslation();
  const { action, users } = request;
  return (
    <Stack gap="sm">
      <Text>{t(`userAdmin.bulk.consequence.${action}`)}</Text>
      {/* A long list scrolls: its viewport takes the focus so the keyboard can scroll it too. */}
      <ScrollArea.Autosize
        mah={240}
        viewportProps={{
          tabIndex: 0,
          role: 'region',
          'aria-label': t('userAdmin.bulk.selectedUsers'),
        }}
      >
        <List aria-label={t('userAdmin.bulk.selectedUsers')} size="sm">
          {users.map((user) => (
            <List.Item key={user.userId}>{fullName(user)}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
      {props.error !== null && (
        <Alert color="red" role="alert">
          {t('userAdmin.bulk.failed', { message: props.error })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose} disabled={props.running} data-autofocus>
          {t('userAdmin.bulk.cancel')}
        </Button>
        {/* Red 9: white text on the default red (shade 7) is below WCAG AA. */}
        <Button
          color={DESTRUCTIVE.has(action) ? 'red.9' : undefined}
          loading={props.running}
          onClick={props.onConfirm}
        >
          {t(`userAdmin.bulk.action.${action}`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** After: the users the server left unchanged, each with its reason. */
function Unchanged({
  request,
  partial,
  onClose,
}: WithRequest & { partial: NonNullable<BulkDialogRequest['partial']>; onClose: () => void }) {
  const { t } = useTranslation();
  const nameOf = (userId: string) => {
    const user = request.users.find((candidate) => candidate.userId === userId);
    return user === undefined ? t('userAdmin.bulk.unknownUser', { id: userId }) : fullName(user);
  };
  return (
    <Stack gap="sm">
      <Alert color="red" role="alert">
        {t(`userAdmin.bulk.partial.${request.action}`, {
          failed: partial.failures.length,
          requested: partial.requested,
        })}
      </Alert>
      <List aria-label={t('userAdmin.bulk.failures')} size="sm">
        {partial.failures.map((failure) => (
          <List.Item key={failure.userId}>
            {t('userAdmin.bulk.failure', {
              name: nameOf(failure.userId),
              message: failure.message,
            })}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('userAdmin.bulk.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Asks before a bulk action (seed §5), naming the action, the count and the users; afterwards
 * lists the users that were not changed, each with the server's reason. Mantine's modal traps
 * the focus, starts it on Cancel (Enter never confirms by accident) and gives it back to the
 * button that opened it; it stays mounted for that.
 */
export function BulkConfirmDialog(props: BulkConfirmDialogProps) {
  const { t } = useTranslation();
  const { request, running } = props;
  const close = () => {
    if (!running) props.onClose();
  };
  const title =
    request === null
      ? null
      : request.partial === null
        ? t(`userAdmin.bulk.confirmTitle.${request.action}`, { count: request.users.length })
        : t('userAdmin.bulk.partialTitle');

  return (
    <Modal
      opened={props.opened && request !== null}
      onClose={close}
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      {request !== null &&
        (request.partial === null ? (
          <Ask {...props} request={request} onClose={close} />
        ) : (
          <Unchanged request={request} partial={request.partial} onClose={close} />
        ))}
    </Modal>
  );
}
