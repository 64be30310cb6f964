import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hrefFor, type AieConfiguration } from '@sagitta/domain';
import { aieQuery } from '../aie-api';
import { formatDateTime } from '../../../lib/format/date';
import { DetailSection } from './detail-section';
import { FactList } from './fact-list';
import { Loading } from './page-states';

/** Whether the AIE has somewhere to be reached: AE title, address and port all set. */
function isAieConfigured(
  configuration: AieConfiguration,
): configuration is AieConfiguration & { aeTitle: string; ipAddress: string; port: number } {
  return (
    configuration.aeTitle !== null &&
    configuration.ipAddress !== null &&
    configuration.port !== null
  );
}

/** The institution's AIE at a glance (system administrators only: it reads key metadata). */
export function AieSection({ institutionId }: { institutionId: string }) {
  const { t } = useTranslation();
  const aie = useQuery(aieQuery(institutionId));
  return (
    <DetailSection
      title={t('institutionAdmin.detail.aie')}
      edit={{
        label: t('institutionAdmin.detail.editAie'),
        to: hrefFor('update-institution-aie', { id: institutionId }),
      }}
    >
      {aie.isPending && <Loading />}
      {aie.isError && (
        <Alert color="red" role="alert">
          {t('institutionAdmin.loadFailed')}
        </Alert>
      )}
      {aie.data !== undefined && (
        <FactList
          facts={[
            {
              label: t('institutionAdmin.aie.configuration'),
              value: isAieConfigured(aie.data)
                ? t('institutionAdmin.aie.configuredAs', {
                    aeTitle: aie.data.aeTitle,
                    ipAddress: aie.data.ipAddress,
                    port: aie.data.port,
                  })
                : t('institutionAdmin.aie.notConfigured'),
            },
            {
              label: t('institutionAdmin.aie.lastActive'),
              value:
                aie.data.lastActive === null
                  ? t('institutionAdmin.aie.never')
                  : formatDateTime(aie.data.lastActive),
            },
            {
              label: t('institutionAdmin.aie.key'),
              value:
                aie.data.activeKey === null
                  ? t('institutionAdmin.aie.noKey')
                  : t('institutionAdmin.aie.keyPresent', { key: aie.data.activeKey.key }),
            },
          ]}
        />
      )}
    </DetailSection>
  );
}
