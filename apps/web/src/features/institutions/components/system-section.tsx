import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hrefFor, type Institution } from '@sagitta/domain';
import { SYSTEM_FLAGS } from '../institution-input';
import { DetailSection } from './detail-section';
import { FactList } from './fact-list';

/** The contract and data-handling terms of the institution and its EOS devices. */
export function SystemSection({
  institution,
  canEdit,
}: {
  institution: Institution;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DetailSection
      title={t('institutionAdmin.detail.system')}
      edit={
        canEdit
          ? {
              label: t('institutionAdmin.detail.editSystem'),
              to: hrefFor('update-institution-system', { id: institution.institutionId }),
            }
          : undefined
      }
    >
      <FactList
        facts={[
          ...SYSTEM_FLAGS.map((flag) => ({
            label: t(`institutionAdmin.fields.${flag}`),
            value: institution[flag] ? t('institutionAdmin.yes') : t('institutionAdmin.no'),
          })),
          {
            label: t('institutionAdmin.fields.specialConsiderations'),
            value: (
              <Text style={{ whiteSpace: 'pre-wrap' }} size="sm">
                {institution.specialConsiderations ?? t('institutionAdmin.none')}
              </Text>
            ),
          },
          {
            label: t('institutionAdmin.fields.eosSerialNumbers'),
            value:
              institution.eosSerialNumbers.length === 0
                ? t('institutionAdmin.none')
                : institution.eosSerialNumbers.join(', '),
          },
        ]}
      />
    </DetailSection>
  );
}
