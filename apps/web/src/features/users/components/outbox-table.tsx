import { Fragment, useId, useState } from 'react';
import { ActionIcon, Box, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@sagitta/domain';
import { formatDateTime } from '../../../lib/format/date';

const COLUMNS = 6;

/** The kinds the server writes, named for people; another kind is shown as it is. */
function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string): string => {
    switch (kind) {
      case 'set-password':
        return t('userAdmin.outbox.kinds.setPassword');
      case 'request-accepted':
        return t('userAdmin.outbox.kinds.requestAccepted');
      case 'request-rejected':
        return t('userAdmin.outbox.kinds.requestRejected');
      case 'model-released':
        return t('userAdmin.outbox.kinds.modelReleased');
      case 'model-rejected':
        return t('userAdmin.outbox.kinds.modelRejected');
      default:
        return kind;
    }
  };
}

/**
 * The emails of the outbox, newest first. A row opens to show the message itself as plain,
 * selectable text: a set-password link in it is copied, never followed from here.
 */
export function OutboxTable({ messages }: { messages: readonly OutboxMessage[] }) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  return (
    <Table.ScrollContainer minWidth={800}>
      <Table aria-label={t('userAdmin.outbox.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48} />
            <Table.Th>{t('userAdmin.outbox.recipient')}</Table.Th>
            <Table.Th>{t('userAdmin.outbox.subject')}</Table.Th>
            <Table.Th>{t('userAdmin.outbox.kind')}</Table.Th>
            <Table.Th>{t('userAdmin.outbox.created')}</Table.Th>
            <Table.Th>{t('userAdmin.outbox.sent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => {
            const expanded = open.has(message.id);
            const bodyId = `${idPrefix}-${message.id}`;
            const Chevron = expanded ? IconChevronDown : IconChevronRight;
            return (
              <Fragment key={message.id}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-controls={expanded ? bodyId : undefined}
                      aria-label={t(expanded ? 'userAdmin.outbox.hide' : 'userAdmin.outbox.show', {
                        subject: message.subject,
                      })}
                      onClick={() => {
                        toggle(message.id);
                      }}
                    >
                      <Chevron size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{message.recipient}</Table.Td>
                  <Table.Td>{message.subject}</Table.Td>
                  <Table.Td>{kindLabel(message.kind)}</Table.Td>
                  <Table.Td>{formatDateTime(message.createdAt)}</Table.Td>
                  <Table.Td>
                    {message.sentAt === null
                      ? t('userAdmin.outbox.notSent')
                      : formatDateTime(message.sentAt)}
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <Box
                        component="pre"
                        id={bodyId}
                        role="region"
                        aria-label={t('userAdmin.outbox.body', { recipient: message.recipient })}
                        tabIndex={0}
                        m={0}
                        p="sm"
                        bg="var(--mantine-color-gray-0)"
                        style={{
                          whiteSpace: 'pre-wrap',
                          overflowWrap: 'anywhere',
                          userSelect: 'text',
                          fontFamily: 'var(--mantine-font-family-monospace)',
                        }}
                      >
                        {message.body}
                      </Box>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
