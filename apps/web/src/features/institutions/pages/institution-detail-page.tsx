import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Institution } from '@sagitta/domain';
import { AieSection } from '../components/aie-section';
import { InformationSection } from '../components/information-section';
import { MembersSection } from '../components/members-section';
import { StatusActions } from '../components/status-actions';
import { SystemSection } from '../components/system-section';
import { TierSection } from '../components/tier-section';
import { WithInstitution } from '../components/with-institution';
import { useInstitutionPermissions } from '../permissions';

/**
 * One institution (seed §2): its information, terms, tier and features, AIE, surgeons and other
 * users. User administrators read it and manage its members; system administrators also edit,
 * activate, disable and delete it and reach its AIE.
 */
export default function InstitutionDetailPage() {
  return (
    <WithInstitution>
      {(institution) => <InstitutionDetail institution={institution} />}
    </WithInstitution>
  );
}

function InstitutionDetail({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const permissions = useInstitutionPermissions();
  return (
    <Stack gap="lg" maw={1040}>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{institution.name}</Title>
          <Badge
            color={institution.active ? 'green' : 'gray'}
            variant="filled"
            autoContrast
            size="lg"
          >
            {institution.active
              ? t('institutionAdmin.status.active')
              : t('institutionAdmin.status.disabled')}
          </Badge>
        </Group>
        {permissions.manage && <StatusActions institution={institution} />}
      </Group>
      <InformationSection institution={institution} canEdit={permissions.manage} />
      <SystemSection institution={institution} canEdit={permissions.manage} />
      <TierSection institution={institution} canEdit={permissions.manage} />
      {permissions.accessKeys && <AieSection institutionId={institution.institutionId} />}
      <MembersSection institution={institution} />
    </Stack>
  );
}
