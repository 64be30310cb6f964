import { useState } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../lib/list-pagination';
import { useActingPhysicianId } from '../../../lib/session/use-acting-physician-id';
import { MODELS_PAGE_SIZE, modelsToApproveQuery } from '../api';
import { ModelsToApproveTable } from '../components/models-to-approve-table';

/** The Approve model tab (issue 18): the 3D models back from the technicians, to review and sign. */
export function ApproveModelPanel() {
  const { t } = useTranslation();
  const physicianId = useActingPhysicianId();
  const [page, setPage] = useState(1);
  const [pagedFor, setPagedFor] = useState(physicianId);
  const models = useQuery(modelsToApproveQuery(physicianId, page));
  // Another physician's list starts on its first page; models approved meanwhile can empty the
  // page shown: go to the last page with rows (state adjusted while rendering).
  const lastPage = Math.max(1, Math.ceil((models.data?.totalCount ?? 0) / MODELS_PAGE_SIZE));
  if (pagedFor !== physicianId) {
    setPagedFor(physicianId);
    setPage(1);
  } else if (models.isSuccess && !models.isPlaceholderData && page > lastPage) setPage(lastPage);
  if (models.isPending)
    return <Loader size="sm" aria-label={t('actionsPage.approveModel.loading')} />;
  if (models.isError)
    return (
      <Alert color="red" role="alert">
        {t('actionsPage.approveModel.loadFailed')}
      </Alert>
    );
  const { items, totalCount } = models.data;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('actionsPage.approveModel.intro')}</Text>
      {totalCount === 0 ? (
        <Text c="dimmed">{t('actionsPage.approveModel.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('actionsPage.approveModel.count', { count: totalCount })}
          </Text>
          <ModelsToApproveTable models={items} busy={models.isFetching} />
          <ListPagination
            page={page}
            totalCount={totalCount}
            pageSize={MODELS_PAGE_SIZE}
            onPage={setPage}
            labels={{
              pages: t('actionsPage.approveModel.pages.label'),
              page: (number) => t('actionsPage.approveModel.pages.page', { page: number }),
              previous: t('actionsPage.approveModel.pages.previous'),
              next: t('actionsPage.approveModel.pages.next'),
            }}
          />
        </>
      )}
    </Stack>
  );
}
