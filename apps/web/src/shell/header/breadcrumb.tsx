import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  title: string;
  /** Entries without a link are plain titles (seed §2). */
  to?: string;
}

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.breadcrumb')}>
      <Breadcrumbs>
        {crumbs.map((crumb, index) =>
          crumb.to === undefined ? (
            <Text
              key={crumb.title}
              fw={index === crumbs.length - 1 ? 600 : 400}
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            >
              {crumb.title}
            </Text>
          ) : (
            <Anchor key={crumb.title} component={Link} to={crumb.to}>
              {crumb.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
