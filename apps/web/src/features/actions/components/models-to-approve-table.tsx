import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, patientFileHref, type CaseSummary } from '@sagitta/domain';
import { formatCalendarDate, formatDate, formatDateTime } from '../../../lib/format/date';

function ModelRow({ model }: { model: CaseSummary }) {
  const { t } = useTranslation();
  const { patient } = model;
  const named = fullName({
    firstName: patient.firstName ?? '',
    lastName: patient.familyName ?? '',
  });
  const name = named === '' ? t('actionsPage.approveModel.unnamed') : named;
  // A completed case's last activity is its release to the physician.
  const returned = formatDate(model.lastActivityAt);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Text size="sm" fw={600} component="span" display="block">
          {name}
        </Text>
        <Text size="xs" c="dimmed" component="span">
          {patient.productId}
        </Text>
      </Table.Th>
      <Table.Td>
        {model.examDate === null ? (
          t('actionsPage.approveModel.noExamDate')
        ) : (
          <time dateTime={model.examDate}>{formatCalendarDate(model.examDate)}</time>
        )}
      </Table.Td>
      <Table.Td>{t(`actionsPage.approveModel.types.${model.type}`)}</Table.Td>
      <Table.Td>
        <time dateTime={model.receivedAt}>{formatDate(model.receivedAt)}</time>
      </Table.Td>
      <Table.Td>
        <time dateTime={model.lastActivityAt}>{formatDateTime(model.lastActivityAt)}</time>
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={patientFileHref(patient.id, { tab: 'ALIGNMENT', assessment: model.modelingId })}
          aria-label={t('actionsPage.approveModel.reviewLabel', { patient: name, date: returned })}
        >
          {t('actionsPage.approveModel.review')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

const COLUMNS = ['patient', 'examDate', 'type', 'requestedAt', 'returnedAt', 'review'] as const;

/** The completed 3D cases whose model waits for the physician's review and signature. */
export function ModelsToApproveTable({
  models,
  busy = false,
}: {
  models: readonly CaseSummary[];
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('actionsPage.approveModel.label')} aria-busy={busy} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`actionsPage.approveModel.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => (
            <ModelRow key={model.id} model={model} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
