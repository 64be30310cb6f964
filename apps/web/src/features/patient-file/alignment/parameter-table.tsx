import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PARAMETER_GROUPS,
  PARAMETER_UNITS,
  POPULATION_NORMS,
  type AlignmentAssessment,
  type ParameterKey,
} from '@sagitta/domain';
import type { AlignmentColumns } from './alignment-columns';
import { useParameterWords } from '../../../lib/i18n/use-parameter-words';

/** One measured cell: the value, or its reason in words; "—" when the column has no assessment. */
function MeasuredCell({
  assessment,
  parameter,
}: {
  assessment: AlignmentAssessment | undefined;
  parameter: ParameterKey;
}) {
  const { t } = useTranslation();
  const words = useParameterWords();
  const measured = assessment?.measurement?.parameters[parameter];
  if (measured === undefined) {
    return (
      <Table.Td>
        <span aria-hidden>—</span>
        <VisuallyHidden component="span">{t('patientAlignment.table.noAssessment')}</VisuallyHidden>
      </Table.Td>
    );
  }
  return (
    <Table.Td>
      {measured.value === null ? (
        <Text size="xs" c="dimmed" component="span">
          {words.reason(measured.reason)}
        </Text>
      ) : (
        words.number(measured.value, measured.unit)
      )}
    </Table.Td>
  );
}

/** The population's typical value: mean ± SD and range where published (domain's norms). */
function NormativeCell({ parameter }: { parameter: ParameterKey }) {
  const { t } = useTranslation();
  const words = useParameterWords();
  const norm = POPULATION_NORMS[parameter];
  if (norm === undefined) return <Table.Td>{t('patientAlignment.table.noNorm')}</Table.Td>;
  const unit = PARAMETER_UNITS[parameter];
  const mean = words.number(norm.mean, unit);
  const sd = norm.sd === null ? '' : ` ± ${words.number(norm.sd, unit)}`;
  const range =
    norm.min === null || norm.max === null
      ? ''
      : ` (${words.number(norm.min, unit)} – ${words.number(norm.max, unit)})`;
  return (
    <Table.Td>
      {mean}
      {sd}
      {range}
    </Table.Td>
  );
}

/**
 * Every parameter the engine gives, grouped, with the normative, pre-op, planned and actual
 * columns. Planned is empty until the surgical plan (a later issue) fills it.
 */
export function ParameterTable({ columns }: { columns: AlignmentColumns }) {
  const { t } = useTranslation();
  const sources = [...new Set(Object.values(POPULATION_NORMS).map((norm) => norm.source))];
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table
          withRowBorders
          verticalSpacing={4}
          fz="sm"
          aria-label={t('patientAlignment.table.title')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('patientAlignment.table.parameter')}</Table.Th>
              <Table.Th scope="col">{t('patientAlignment.table.normative')}</Table.Th>
              <Table.Th scope="col">{t('patientAlignment.table.preOp')}</Table.Th>
              <Table.Th scope="col">{t('patientAlignment.table.planned')}</Table.Th>
              <Table.Th scope="col">{t('patientAlignment.table.actual')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {PARAMETER_GROUPS.map((group) => (
            <Table.Tbody key={group.id}>
              <Table.Tr>
                <Table.Th scope="colgroup" colSpan={5} bg="var(--mantine-color-gray-light)">
                  {t(`patientAlignment.group.${group.id}`)}
                </Table.Th>
              </Table.Tr>
              {group.keys.map((key) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={500}>
                    {t(`alignment.parameter.${key}`)}
                  </Table.Th>
                  <NormativeCell parameter={key} />
                  <MeasuredCell assessment={columns.preOp} parameter={key} />
                  <Table.Td>
                    <Text size="xs" c="dimmed" component="span">
                      {t('patientAlignment.table.fromPlan')}
                    </Text>
                  </Table.Td>
                  <MeasuredCell assessment={columns.actual} parameter={key} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('patientAlignment.table.normSources', { sources: sources.join('; ') })}
      </Text>
    </>
  );
}
