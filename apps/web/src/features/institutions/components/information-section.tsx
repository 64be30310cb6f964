import { useTranslation } from 'react-i18next';
import { hrefFor, stateName, type Institution } from '@sagitta/domain';
import { formatDate } from '../../../lib/format/date';
import { DetailSection } from './detail-section';
import { FactList } from './fact-list';

/** Name, contact and address of the institution. */
export function InformationSection({
  institution,
  canEdit,
}: {
  institution: Institution;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const orNone = (value: string | null) => value ?? t('institutionAdmin.notSet');
  return (
    <DetailSection
      title={t('institutionAdmin.detail.information')}
      edit={
        canEdit
          ? {
              label: t('institutionAdmin.detail.editInformation'),
              to: hrefFor('update-institution-info', { id: institution.institutionId }),
            }
          : undefined
      }
    >
      <FactList
        facts={[
          { label: t('institutionAdmin.fields.name'), value: institution.name },
          { label: t('institutionAdmin.fields.email'), value: orNone(institution.email) },
          { label: t('institutionAdmin.fields.address'), value: orNone(institution.address) },
          { label: t('institutionAdmin.fields.city'), value: orNone(institution.city) },
          {
            label: t('institutionAdmin.fields.state'),
            value:
              institution.state === null
                ? t('institutionAdmin.notSet')
                : stateName(institution.state),
          },
          { label: t('institutionAdmin.fields.zip'), value: orNone(institution.zip) },
          {
            label: t('institutionAdmin.columns.status'),
            value: institution.active
              ? t('institutionAdmin.status.active')
              : t('institutionAdmin.status.disabled'),
          },
          {
            label: t('institutionAdmin.detail.created'),
            value: formatDate(institution.createdAt),
          },
        ]}
      />
    </DetailSection>
  );
}
