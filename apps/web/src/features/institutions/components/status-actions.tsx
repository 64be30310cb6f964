import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefFor, type Institution } from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { useDeleteInstitution, useSetInstitutionActive } from '../api';
import { ConfirmDialog } from '../../../shell/confirm-dialog';

type Pending = 'activate' | 'disable' | 'delete' | null;

/**
 * Activate, Disable and Delete (system administrators), each confirmed first: disabling ends
 * its users' sessions at once, deleting removes its users from it.
 */
export function StatusActions({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = institution.institutionId;
  const setActive = useSetInstitutionActive(id);
  const remove = useDeleteInstitution(id);
  const [asking, setAsking] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = institution.name;

  const changeStatus = (active: boolean) => {
    setFailure(null);
    setActive.mutate(active, {
      onSuccess: (changed) => {
        toast({
          type: 'success',
          message: changed.active
            ? t('institutionAdmin.activation.activated', { name })
            : t('institutionAdmin.activation.disabled', { name }),
        });
      },
      onError: () => {
        setFailure(t('institutionAdmin.activation.failed'));
      },
      onSettled: () => {
        setAsking(null);
      },
    });
  };

  const deleteInstitution = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ type: 'success', message: t('institutionAdmin.deletion.deleted', { name }) });
        void navigate(hrefFor('institutions'));
      },
      onError: () => {
        setFailure(t('institutionAdmin.deletion.failed'));
        setAsking(null);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" role="group" aria-label={t('institutionAdmin.detail.actions')}>
        {/* Orange and the default red are too pale on white for WCAG AA: the primary colour and
            a dark red; the confirmation says what is at stake. */}
        {institution.active ? (
          <Button
            variant="outline"
            onClick={() => {
              setAsking('disable');
            }}
          >
            {t('institutionAdmin.activation.disable')}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => {
              setAsking('activate');
            }}
          >
            {t('institutionAdmin.activation.activate')}
          </Button>
        )}
        <Button
          variant="outline"
          color="red.9"
          onClick={() => {
            setAsking('delete');
          }}
        >
          {t('institutionAdmin.deletion.delete')}
        </Button>
      </Group>
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        opened={asking === 'activate'}
        title={t('institutionAdmin.activation.activateTitle', { name })}
        body={t('institutionAdmin.activation.activateBody')}
        confirmLabel={t('institutionAdmin.activation.activate')}
        pending={setActive.isPending}
        onConfirm={() => {
          changeStatus(true);
        }}
        onCancel={() => {
          setAsking(null);
        }}
      />
      <ConfirmDialog
        opened={asking === 'disable'}
        title={t('institutionAdmin.activation.disableTitle', { name })}
        body={t('institutionAdmin.activation.disableBody')}
        confirmLabel={t('institutionAdmin.activation.disable')}
        danger
        pending={setActive.isPending}
        onConfirm={() => {
          changeStatus(false);
        }}
        onCancel={() => {
          setAsking(null);
        }}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('institutionAdmin.deletion.title', { name })}
        body={t('institutionAdmin.deletion.body')}
        confirmLabel={t('institutionAdmin.deletion.delete')}
        danger
        pending={remove.isPending}
        onConfirm={deleteInstitution}
        onCancel={() => {
          setAsking(null);
        }}
      />
    </Stack>
  );
}
