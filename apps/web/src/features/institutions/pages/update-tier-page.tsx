import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  defaultTierFeatures,
  hrefFor,
  TIERS,
  type Institution,
  type Tier,
  type TierFeature,
} from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { useUpdateTier } from '../api';
import { InstitutionPage } from '../components/institution-page';
import { TierFeaturesChecklist } from '../components/tier-features-checklist';
import { inFeatureOrder, removedFeatures, sameFeatures, tierUpdateFor } from '../tier-changes';

const isTier = (value: number): value is Tier => (TIERS as readonly number[]).includes(value);

/**
 * The tier of an institution and the features it grants (system administrators). Choosing a tier
 * offers its defaults; the features can then be edited, or set back to the tier's defaults. What
 * the change takes away from the institution's users is shown before it is saved.
 */
export default function UpdateTierPage() {
  const { t } = useTranslation();
  return (
    <InstitutionPage title={t('routes.update-institution-tier')} permission="manage">
      {(institution) => <TierEditor institution={institution} />}
    </InstitutionPage>
  );
}

function TierEditor({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = institution.institutionId;
  const update = useUpdateTier(id);
  const [tier, setTier] = useState<Tier>(institution.tier);
  const [features, setFeatures] = useState<TierFeature[]>(() =>
    inFeatureOrder(institution.tierFeatures),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const removed = removedFeatures(institution.tierFeatures, features);
  const followsDefaults = sameFeatures(features, defaultTierFeatures(tier));

  const chooseTier = (value: string) => {
    const next = Number(value);
    if (!isTier(next)) return;
    setTier(next);
    setFeatures(defaultTierFeatures(next));
  };

  const save = () => {
    setFailure(null);
    update.mutate(tierUpdateFor(tier, features), {
      onSuccess: () => {
        toast({ type: 'success', message: t('institutionAdmin.tier.saved') });
        void navigate(hrefFor('detail-institution', { id }));
      },
      onError: () => {
        setFailure(t('institutionAdmin.errors.notChanged'));
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
      <Stack gap="lg">
        <Radio.Group
          label={t('institutionAdmin.tier.tier')}
          value={String(tier)}
          onChange={chooseTier}
        >
          <Group gap="lg" mt={4}>
            {TIERS.map((option) => (
              <Radio
                key={option}
                value={String(option)}
                label={t('institutionAdmin.tierNumber', { tier: option })}
              />
            ))}
          </Group>
        </Radio.Group>
        <TierFeaturesChecklist value={features} onChange={setFeatures} />
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {followsDefaults
              ? t('institutionAdmin.tier.followsDefaults')
              : t('institutionAdmin.tier.customized')}
          </Text>
          {!followsDefaults && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setFeatures(defaultTierFeatures(tier));
              }}
            >
              {t('institutionAdmin.tier.restoreDefaults')}
            </Button>
          )}
        </Group>
        {removed.length > 0 && (
          <Alert color="orange" role="alert">
            {t('institutionAdmin.tier.removedWarning', {
              features: removed
                .map((feature) => t(`institutionAdmin.features.${feature}`))
                .join(', '),
            })}
          </Alert>
        )}
        {failure !== null && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={hrefFor('detail-institution', { id })}>
            {t('institutionAdmin.form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('institutionAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
