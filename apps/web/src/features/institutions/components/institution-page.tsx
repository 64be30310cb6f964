import type { ReactNode } from 'react';
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefFor, type Institution } from '@sagitta/domain';
import { useInstitutionPermissions, type InstitutionPermissions } from '../permissions';
import { SystemAdministratorsOnly } from './page-states';
import { WithInstitution } from './with-institution';

interface InstitutionPageProps {
  title: string;
  /** What the page changes; without it the user gets a note instead of a form. */
  permission: keyof InstitutionPermissions;
  children: (institution: Institution) => ReactNode;
}

/**
 * The frame of a page that changes the route's institution: its title, the way back to the
 * institution, and the page itself once the institution is loaded. A user without the right gets
 * a note, and the page makes no call the server would refuse.
 */
export function InstitutionPage({ title, permission, children }: InstitutionPageProps) {
  const { t } = useTranslation();
  const permissions = useInstitutionPermissions();
  return (
    <Stack gap="md" maw={880}>
      <Title order={1}>{title}</Title>
      {permissions[permission] ? (
        <WithInstitution>
          {(institution) => (
            <Stack gap="md">
              <Anchor
                component={Link}
                to={hrefFor('detail-institution', { id: institution.institutionId })}
                size="sm"
              >
                {t('institutionAdmin.backToInstitution', { name: institution.name })}
              </Anchor>
              {children(institution)}
            </Stack>
          )}
        </WithInstitution>
      ) : (
        <SystemAdministratorsOnly />
      )}
    </Stack>
  );
}
