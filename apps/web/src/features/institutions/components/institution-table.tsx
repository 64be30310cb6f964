import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefFor, stateName, type Institution } from '@sagitta/domain';
import type { InstitutionSort } from '../list-state';
import { SortHeader } from './sort-header';

interface InstitutionTableProps {
  institutions: readonly Institution[];
  sort: InstitutionSort;
  onSort: (column: 'name' | 'tier') => void;
}

const directionOf = (sort: InstitutionSort, column: 'name' | 'tier') => {
  if (sort === column) return 'ascending';
  return sort === `-${column}` ? 'descending' : null;
};

/** The institutions of one page; a row opens the institution (its name is the keyboard link). */
export function InstitutionTable({ institutions, sort, onSort }: InstitutionTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover aria-label={t('institutionAdmin.list.table')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader
              label={t('institutionAdmin.columns.name')}
              direction={directionOf(sort, 'name')}
              onSort={() => {
                onSort('name');
              }}
            />
            <SortHeader
              label={t('institutionAdmin.columns.tier')}
              direction={directionOf(sort, 'tier')}
              onSort={() => {
                onSort('tier');
              }}
            />
            <Table.Th>{t('institutionAdmin.columns.state')}</Table.Th>
            <Table.Th>{t('institutionAdmin.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('institutionAdmin.columns.surgeons')}</Table.Th>
            <Table.Th ta="right">{t('institutionAdmin.columns.users')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {institutions.map((institution) => {
            const href = hrefFor('detail-institution', { id: institution.institutionId });
            return (
              <Table.Tr
                key={institution.institutionId}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(href)}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={href}
                    onClick={(event) => {
                      // The row navigates too; once is enough.
                      event.stopPropagation();
                    }}
                  >
                    {institution.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t('institutionAdmin.tierNumber', { tier: institution.tier })}</Table.Td>
                <Table.Td>
                  {institution.state === null ? '' : stateName(institution.state)}
                </Table.Td>
                <Table.Td>
                  {/* Filled: the light variant's text is too pale on its background (WCAG AA). */}
                  <Badge
                    color={institution.active ? 'green' : 'gray'}
                    variant="filled"
                    autoContrast
                  >
                    {institution.active
                      ? t('institutionAdmin.status.active')
                      : t('institutionAdmin.status.disabled')}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{institution.surgeonCount}</Table.Td>
                <Table.Td ta="right">{institution.userCount}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
