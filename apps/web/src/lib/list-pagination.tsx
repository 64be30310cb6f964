import { Group, Pagination } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@sagitta/domain';

interface ListPaginationProps {
  page: number;
  totalCount: number;
  onPage: (page: number) => void;
  /** Rows a page; `DEFAULT_PAGE_SIZE` (seed §9: 20) unless the list's call says otherwise. */
  pageSize?: number;
  /** Names for the landmark and each control, in the page's namespace. */
  labels: { pages: string; page: (page: number) => string; previous: string; next: string };
}

/**
 * The pages of a list of `DEFAULT_PAGE_SIZE` rows (seed §9), shared by every paged list page;
 * hidden when one page holds all.
 */
export function ListPagination({
  page,
  totalCount,
  onPage,
  labels,
  pageSize = DEFAULT_PAGE_SIZE,
}: ListPaginationProps) {
  const total = Math.max(1, Math.ceil(totalCount / pageSize));
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={labels.pages} justify="center">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onPage}
        getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': labels.previous };
          if (control === 'next') return { 'aria-label': labels.next };
          return {};
        }}
      />
    </Group>
  );
}
