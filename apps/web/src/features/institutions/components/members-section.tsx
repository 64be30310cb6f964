import { useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  fullName,
  hrefFor,
  roleString,
  type Institution,
  type InstitutionMember,
} from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { institutionMembersQuery, useRemoveMember } from '../api';
import { useInstitutionPermissions } from '../permissions';
import { ConfirmDialog } from '../../../shell/confirm-dialog';
import { MemberTable } from './member-table';
import { Loading } from './page-states';

const PHYSICIAN = roleString('PHYSICIAN');

/** The institution's surgeons (its physicians) and its other users, with Add and Remove. */
export function MembersSection({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const { members: canManageMembers } = useInstitutionPermissions();
  const id = institution.institutionId;
  const members = useQuery(institutionMembersQuery(id));
  const remove = useRemoveMember(id);
  const [leaving, setLeaving] = useState<InstitutionMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmRemoval = () => {
    if (leaving === null) return;
    const name = fullName(leaving);
    setFailure(null);
    remove.mutate(leaving.userId, {
      onSuccess: () => {
        toast({ type: 'success', message: t('institutionAdmin.members.removed', { name }) });
      },
      onError: () => {
        setFailure(t('institutionAdmin.members.removeFailed'));
      },
      onSettled: () => {
        setLeaving(null);
      },
    });
  };

  const onRemove = canManageMembers ? setLeaving : undefined;
  const surgeons = members.data?.filter((member) => member.roles.includes(PHYSICIAN)) ?? [];
  const others = members.data?.filter((member) => !member.roles.includes(PHYSICIAN)) ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby="institution-surgeons">
      <Group justify="space-between">
        <Title order={2} id="institution-surgeons">
          {t('institutionAdmin.detail.surgeons')}
        </Title>
        {canManageMembers && (
          <Button
            component={Link}
            to={hrefFor('detail-institution-add-surgeon', { id })}
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('institutionAdmin.members.add')}
          </Button>
        )}
      </Group>
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {members.isPending && <Loading label={t('institutionAdmin.members.loading')} />}
      {members.isError && (
        <Alert color="red" role="alert">
          {t('institutionAdmin.members.failed')}
        </Alert>
      )}
      {members.data !== undefined && (
        <>
          <MemberTable
            label={t('institutionAdmin.detail.surgeons')}
            members={surgeons}
            emptyText={t('institutionAdmin.members.noSurgeons')}
            onRemove={onRemove}
          />
          <Title order={2}>{t('institutionAdmin.detail.users')}</Title>
          <MemberTable
            label={t('institutionAdmin.detail.users')}
            members={others}
            emptyText={t('institutionAdmin.members.noUsers')}
            onRemove={onRemove}
          />
        </>
      )}
      <ConfirmDialog
        opened={leaving !== null}
        title={t('institutionAdmin.members.removeTitle', {
          name: leaving === null ? '' : fullName(leaving),
        })}
        body={t('institutionAdmin.members.removeBody', {
          name: leaving === null ? '' : fullName(leaving),
          institution: institution.name,
        })}
        confirmLabel={t('institutionAdmin.members.remove')}
        danger
        pending={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => {
          setLeaving(null);
        }}
      />
    </Stack>
  );
}
