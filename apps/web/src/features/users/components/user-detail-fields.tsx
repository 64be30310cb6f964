import type { ReactNode } from 'react';
import { Anchor, Box, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatPhone,
  hrefFor,
  ROLE_LABELS,
  rolesFromStrings,
  stateName,
  type User,
} from '@sagitta/domain';
import { formatDate, formatDateTime } from '../../../lib/format/date';

/** Every field of an account (seed §3), read-only. */
export function UserDetailFields({ user }: { user: User }) {
  const { t } = useTranslation();
  const notSet = t('userForms.detail.notSet');
  const text = (value: string | number | null) => (value === null ? notSet : String(value));
  const yesNo = (value: boolean) => (value ? t('userForms.detail.yes') : t('userForms.detail.no'));
  const roles = rolesFromStrings(user.roles);
  const technician = roles.includes('3DS_TECHNICIAN');

  const rows: [label: string, value: ReactNode][] = [
    [t('userForms.detail.email'), user.emailAddress],
    [t('userForms.detail.phone'), user.phone === null ? notSet : formatPhone(user.phone)],
    [t('userForms.detail.roles'), roles.map((role) => ROLE_LABELS[role]).join(', ') || notSet],
    ...(technician
      ? ([
          [t('userForms.detail.subRole'), text(user.subrole)],
          [t('userForms.detail.experienced'), yesNo(!user.userRoleProperties.inexperienced)],
          [t('userForms.detail.onlineStatus'), text(user.userRoleProperties.onlineStatus)],
        ] satisfies [string, ReactNode][])
      : []),
    [
      t('userForms.detail.institution'),
      user.institutionId === null ? (
        notSet
      ) : (
        <Anchor component={Link} to={hrefFor('detail-institution', { id: user.institutionId })}>
          {user.institutionName ?? user.institutionId}
        </Anchor>
      ),
    ],
    [t('userForms.detail.institutionRole'), text(user.institutionRole)],
    ...(user.requestedInstitution === null
      ? []
      : ([[t('userForms.detail.requestedInstitution'), user.requestedInstitution]] satisfies [
          string,
          ReactNode,
        ][])),
    [t('userForms.detail.institutionTier'), text(user.institutionTier)],
    [t('userForms.detail.tierFeatures'), user.tierFeatures.join(', ') || notSet],
    [t('userForms.detail.npi'), text(user.npi)],
    [t('userForms.detail.salesforceId'), text(user.salesforceId)],
    [t('userForms.detail.pricingTier'), text(user.pricingTier)],
    [t('userForms.detail.states'), user.states.map(stateName).join(', ') || notSet],
    [t('userForms.detail.eula'), yesNo(user.eulaAcknowledged)],
    [
      t('userForms.detail.inactivity'),
      t('userForms.detail.inactivitySeconds', { count: user.inactivitySeconds }),
    ],
    [
      t('userForms.detail.lastLogin'),
      user.lastLogin === null ? t('userForms.detail.never') : formatDateTime(user.lastLogin),
    ],
    [t('userForms.detail.created'), formatDate(user.createdAt)],
  ];

  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
