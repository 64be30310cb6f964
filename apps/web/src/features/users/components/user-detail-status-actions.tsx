import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeStatus, fullName, type User, type UserStatus } from '@sagitta/domain';
import { ConfirmDialog } from '../../../shell/confirm-dialog';

/** The status actions an administrator takes on one account, and the status each asks for. */
export const STATUS_OF_ACTION = {
  activate: 'Active',
  disable: 'Deactivated',
  reset: 'Reset',
  delete: 'Deleted',
} as const satisfies Record<string, UserStatus>;
export type UserStatusAction = keyof typeof STATUS_OF_ACTION;

const ACTIONS = Object.keys(STATUS_OF_ACTION) as UserStatusAction[];

/**
 * Activate, disable, reset the password of or delete an account, each after a confirmation.
 * Only the actions the account state machine (seed §4) allows from the current status are shown.
 */
export function UserDetailStatusActions({
  user,
  pending,
  problem,
  onAction,
}: {
  user: User;
  pending: boolean;
  /** Why the last action failed, if it did. */
  problem: string | null;
  /** Resolves once the change is done or has failed. */
  onAction: (action: UserStatusAction) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<UserStatusAction | null>(null);
  const available = ACTIONS.filter((action) => changeStatus(user.status, action).ok);
  const name = fullName(user);

  const confirm = async () => {
    if (asked === null) return;
    await onAction(asked);
    setAsked(null);
  };

  return (
    <Stack gap="xs">
      {problem !== null && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="xs">
        {available.map((action) => (
          <Button
            key={action}
            variant="light"
            color={action === 'delete' ? 'red' : undefined}
            onClick={() => {
              setAsked(action);
            }}
          >
            {t(`userForms.statusActions.${action}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        title={asked === null ? '' : t(`userForms.statusActions.confirmTitle.${asked}`)}
        body={asked === null ? '' : t(`userForms.statusActions.confirmBody.${asked}`, { name })}
        confirmLabel={asked === null ? '' : t(`userForms.statusActions.${asked}`)}
        danger={asked === 'delete' || asked === 'disable'}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsked(null);
        }}
      />
    </Stack>
  );
}
