import { useState } from 'react';
import { Button, Menu, Tooltip } from '@mantine/core';
import { IconChevronDown, IconCircleFilled, IconStar } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  API_PATHS,
  apiUrl,
  needsStatusConfirmation,
  ONLINE_STATUSES,
  type OnlineStatus,
  type TechnicianPresence as Presence,
  type User,
} from '@sagitta/domain';
import { http, HttpFailure } from '../../lib/http';
import { ConfirmDialog } from '../confirm-dialog';
import { toast } from '../toasts';
import { applyPresence, useTechnicianHeartbeat } from './use-technician-heartbeat';

const STATUS_COLORS: Readonly<Record<OnlineStatus, string>> = {
  Online: 'var(--mantine-color-green-7)',
  Paused: 'var(--mantine-color-yellow-7)',
  Offline: 'var(--mantine-color-gray-6)',
};

/** `PATCH /api/v1/users/online-status?userId=` for oneself; a 409 is said in a toast. */
function useStatusChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onlineStatus: OnlineStatus) =>
      http.patch<Presence>(
        `${apiUrl(API_PATHS.userOnlineStatus)}?${new URLSearchParams({ userId }).toString()}`,
        { onlineStatus },
        { tolerated: [409] },
      ),
    onSuccess: (presence) => applyPresence(queryClient, presence),
  });
}

/**
 * A non-manager technician's presence in the header (seed §4): their status as a control
 * (Online, Offline, Hold), the heartbeat while they are Online or on Hold, and the experienced
 * icon. Online applies at once; Offline and Hold ask first.
 */
export function TechnicianPresence({ user }: { user: User }) {
  const { t } = useTranslation();
  const status = user.userRoleProperties.onlineStatus ?? 'Offline';
  const [asking, setAsking] = useState<OnlineStatus | null>(null);
  const change = useStatusChange(user.userId);
  useTechnicianHeartbeat(status);
  const label = (value: OnlineStatus) => t(`menu.onlineStatus.${value}`);

  const apply = (next: OnlineStatus) => {
    change.mutate(next, {
      onSettled: () => {
        setAsking(null);
      },
      onError: (error) => {
        if (error instanceof HttpFailure && error.status === 409)
          toast({
            type: 'error',
            message: t('cases.presence.changeFailed', { message: error.message }),
          });
      },
    });
  };
  const choose = (next: OnlineStatus) => {
    if (next === status) return;
    if (needsStatusConfirmation(next)) setAsking(next);
    else apply(next);
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            loading={change.isPending && asking === null}
            leftSection={<IconCircleFilled size={12} color={STATUS_COLORS[status]} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t('cases.presence.control', { status: label(status) })}
          >
            {label(status)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('cases.presence.choices')}>
          <Menu.RadioGroup
            value={status}
            onChange={(value) => {
              const next = ONLINE_STATUSES.find((candidate) => candidate === value);
              if (next !== undefined) choose(next);
            }}
          >
            {ONLINE_STATUSES.map((value) => (
              <Menu.RadioItem
                key={value}
                value={value}
                closeMenuOnClick
                rightSection={
                  <IconCircleFilled size={10} color={STATUS_COLORS[value]} aria-hidden />
                }
              >
                {label(value)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Dropdown>
      </Menu>
      {!user.userRoleProperties.inexperienced && (
        <Tooltip label={t('header.experienced')}>
          <IconStar size={16} role="img" aria-label={t('header.experienced')} />
        </Tooltip>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={t('cases.presence.confirmTitle')}
        body={
          asking === 'Paused'
            ? t('cases.presence.confirmBody.Paused')
            : t('cases.presence.confirmBody.Offline')
        }
        confirmLabel={t('cases.presence.confirm')}
        pending={change.isPending}
        onConfirm={() => {
          if (asking !== null) apply(asking);
        }}
        onCancel={() => {
          setAsking(null);
        }}
      />
    </>
  );
}
