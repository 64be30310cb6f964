import { useState } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { ListPagination } from '../../../lib/list-pagination';
import { OutboxTable } from '../components/outbox-table';

/**
 * The outbox: every email the portal wrote. Without a mail server (`SMTP_URL`) nothing leaves:
 * an evaluation mode, which the page says, where system administrators read the set-password
 * links of non-administrator accounts and pass them on. With one, links are never shown here.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const messages = outbox.data?.items ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{t('userAdmin.outbox.title')}</Title>
      {outbox.data?.mode === 'evaluation' && (
        <Alert color="yellow" role="note" title={t('userAdmin.outbox.evaluationTitle')}>
          {t('userAdmin.outbox.evaluation')}
        </Alert>
      )}
      {outbox.data?.mode === 'mail' && (
        <Alert color="blue" role="note" title={t('userAdmin.outbox.mailTitle')}>
          {t('userAdmin.outbox.mail')}
        </Alert>
      )}
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
