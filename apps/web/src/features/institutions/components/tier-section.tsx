import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hrefFor, type Institution } from '@sagitta/domain';
import { inFeatureOrder } from '../tier-changes';
import { DetailSection } from './detail-section';

/** The institution's tier and the features its users get. */
export function TierSection({
  institution,
  canEdit,
}: {
  institution: Institution;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const features = inFeatureOrder(institution.tierFeatures);
  return (
    <DetailSection
      title={t('institutionAdmin.detail.tier')}
      edit={
        canEdit
          ? {
              label: t('institutionAdmin.detail.editTier'),
              to: hrefFor('update-institution-tier', { id: institution.institutionId }),
            }
          : undefined
      }
    >
      <Group gap="sm">
        <Text fw={600}>{t('institutionAdmin.tierNumber', { tier: institution.tier })}</Text>
        {/* Orange text on light orange is too pale (WCAG AA): customized is a filled badge. */}
        <Badge
          variant={institution.tierFeaturesCustomized ? 'filled' : 'light'}
          color={institution.tierFeaturesCustomized ? 'orange.5' : 'gray'}
          autoContrast
        >
          {institution.tierFeaturesCustomized
            ? t('institutionAdmin.detail.customized')
            : t('institutionAdmin.detail.tierDefaults')}
        </Badge>
      </Group>
      {features.length === 0 ? (
        <Text c="dimmed">{t('institutionAdmin.detail.noFeatures')}</Text>
      ) : (
        <List size="sm" aria-label={t('institutionAdmin.tier.features')}>
          {features.map((feature) => (
            <List.Item key={feature}>{t(`institutionAdmin.features.${feature}`)}</List.Item>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
