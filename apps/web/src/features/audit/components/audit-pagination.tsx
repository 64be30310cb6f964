import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE } from '../api';

/** The pages of the trail; hidden when one page holds every event. */
export function AuditPagination({
  page,
  totalCount,
  onPage,
}: {
  page: number;
  totalCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(totalCount / AUDIT_PAGE_SIZE));
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={t('audit.pages.label')} justify="center">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onPage}
        getItemProps={(item) => ({ 'aria-label': t('audit.pages.page', { page: item }) })}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': t('audit.pages.previous') };
          if (control === 'next') return { 'aria-label': t('audit.pages.next') };
          return {};
        }}
      />
    </Group>
  );
}
