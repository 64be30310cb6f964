import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientAccessKey, GeneratedAccessKey } from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { useGenerateAccessKey, useRevokeAccessKey } from '../aie-api';
import { formatDateTime } from '../../../lib/format/date';
import { ConfirmDialog } from '../../../shell/confirm-dialog';
import { FactList } from './fact-list';
import { GeneratedKeyPanel } from './generated-key-panel';

type Asking = 'reset' | 'revoke' | null;

/**
 * The AIE's client access key (seed §4 AIE token): generate one when there is none; reset it
 * (a new key, the old one revoked) or revoke it, each confirmed. A new key's secret is shown
 * once, held only in this component's state: it is gone when the panel is dismissed or the page
 * is left.
 */
export function AccessKeySection({
  institutionId,
  activeKey,
}: {
  institutionId: string;
  activeKey: ClientAccessKey | null;
}) {
  const { t } = useTranslation();
  const generate = useGenerateAccessKey(institutionId);
  const revoke = useRevokeAccessKey(institutionId);
  const [generated, setGenerated] = useState<GeneratedAccessKey | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Leaving the page also lets go of a key still on its way (`reset` is stable per observer).
  const { reset: forgetGenerated } = generate;
  useEffect(() => forgetGenerated, [forgetGenerated]);

  const generateKey = () => {
    setFailure(null);
    setGenerated(null);
    generate.mutate(undefined, {
      onSuccess: (key) => {
        setGenerated(key);
        // The secret now lives in this component only, not in the mutation cache.
        generate.reset();
      },
      onError: () => {
        setFailure(t('institutionAdmin.aie.generateFailed'));
      },
      onSettled: () => {
        setAsking(null);
      },
    });
  };

  const revokeKey = () => {
    setFailure(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        toast({ type: 'success', message: t('institutionAdmin.aie.revoked') });
      },
      onError: () => {
        setFailure(t('institutionAdmin.aie.revokeFailed'));
      },
      onSettled: () => {
        setAsking(null);
      },
    });
  };

  return (
    <Stack gap="sm">
      {activeKey === null ? (
        <Text>{t('institutionAdmin.aie.noKey')}</Text>
      ) : (
        <FactList
          facts={[
            { label: t('institutionAdmin.aie.keyId'), value: activeKey.key },
            {
              label: t('institutionAdmin.aie.keyCreated'),
              value: formatDateTime(activeKey.createdAt),
            },
          ]}
        />
      )}
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {generated !== null && (
        <GeneratedKeyPanel
          generated={generated}
          onDone={() => {
            setGenerated(null);
          }}
        />
      )}
      <Group gap="sm">
        {activeKey === null ? (
          <Button loading={generate.isPending} onClick={generateKey}>
            {t('institutionAdmin.aie.generate')}
          </Button>
        ) : (
          <>
            {/* Orange and the default red are too pale on white for WCAG AA (see StatusActions). */}
            <Button
              variant="outline"
              onClick={() => {
                setAsking('reset');
              }}
            >
              {t('institutionAdmin.aie.reset')}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              onClick={() => {
                setAsking('revoke');
              }}
            >
              {t('institutionAdmin.aie.revoke')}
            </Button>
          </>
        )}
      </Group>
      <ConfirmDialog
        opened={asking === 'reset'}
        title={t('institutionAdmin.aie.resetTitle')}
        body={t('institutionAdmin.aie.resetBody')}
        confirmLabel={t('institutionAdmin.aie.reset')}
        danger
        pending={generate.isPending}
        onConfirm={generateKey}
        onCancel={() => {
          setAsking(null);
        }}
      />
      <ConfirmDialog
        opened={asking === 'revoke'}
        title={t('institutionAdmin.aie.revokeTitle')}
        body={t('institutionAdmin.aie.revokeBody')}
        confirmLabel={t('institutionAdmin.aie.revoke')}
        danger
        pending={revoke.isPending}
        onConfirm={revokeKey}
        onCancel={() => {
          setAsking(null);
        }}
      />
    </Stack>
  );
}
