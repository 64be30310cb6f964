import { useState } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { ListPagination } from '../components/list-pagination';
import { OutboxTable } from '../components/outbox-table';

/**
 * The outbox: every email the portal wrote. Without a mail server (`SMTP_URL`) nothing leaves,
 * so administrators read set-password links and request answers here and pass them on.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const messages = outbox.data?.items ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{t('userAdmin.outbox.title')}</Title>
      <Alert color="blue" role="note">
        {t('userAdmin.outbox.intro')}
      </Alert>
      {outbox.isPending && <ListLoading label={t('userAdmin.outbox.loading')} />}
      {outbox.isError && (
        <ListError
          message={t('userAdmin.outbox.error')}
          retry={t('userAdmin.outbox.retry')}
          onRetry={() => void outbox.refetch()}
        />
      )}
      {outbox.isSuccess && messages.length === 0 && (
        <ListEmpty message={t('userAdmin.outbox.empty')} />
      )}
      {outbox.isSuccess && messages.length > 0 && <OutboxTable messages={messages} />}
      <ListPagination
        page={page}
        totalCount={outbox.data?.totalCount ?? 0}
        onPage={setPage}
        labels={{
          pages: t('userAdmin.outbox.pages'),
          page: (number) => t('userAdmin.outbox.page', { page: number }),
          previous: t('userAdmin.outbox.previousPage'),
          next: t('userAdmin.outbox.nextPage'),
        }}
      />
    </Stack>
  );
}
