import { useState, type SubmitEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_OUTCOMES } from '@sagitta/domain';
import {
  fieldsInError,
  NO_FILTERS,
  type AuditFilterField,
  type AuditFilters,
} from '../audit-filters';

interface AuditFilterFormProps {
  /** The filters in force (the address's); the form starts from them. */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

const TEXT_FIELDS = ['action', 'actorUserId', 'targetType', 'targetId'] as const;

/**
 * Every filter of the audit API. Nothing is asked until the user applies them (Enter in any
 * field, or the Apply button); a filter the API would refuse is named under its field.
 */
export function AuditFilterForm({ applied, onApply }: AuditFilterFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [problems, setProblems] = useState<readonly AuditFilterField[]>([]);
  const problemOf = (field: AuditFilterField) =>
    problems.includes(field) ? t(`audit.problems.${field}`) : undefined;
  const set = (field: AuditFilterField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldsInError(draft);
    setProblems(found);
    if (found.length === 0) onApply(draft);
  };

  return (
    <form role="search" aria-label={t('audit.filters.label')} onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`audit.filters.${field}`)}
            description={t(`audit.filters.${field}Hint`)}
            value={draft[field]}
            error={problemOf(field)}
            onChange={(event) => {
              set(field)(event.currentTarget.value);
            }}
          />
        ))}
        <NativeSelect
          label={t('audit.filters.outcome')}
          value={draft.outcome}
          onChange={(event) => {
            set('outcome')(event.currentTarget.value);
          }}
          data={[
            { value: '', label: t('audit.filters.anyOutcome') },
            ...AUDIT_OUTCOMES.map((outcome) => ({
              value: outcome,
              label: t(`audit.outcome.${outcome}`),
            })),
          ]}
        />
        <TextInput
          type="datetime-local"
          label={t('audit.filters.from')}
          value={draft.from}
          error={problemOf('from')}
          onChange={(event) => {
            set('from')(event.currentTarget.value);
          }}
        />
        <TextInput
          type="datetime-local"
          label={t('audit.filters.to')}
          value={draft.to}
          error={problemOf('to')}
          onChange={(event) => {
            set('to')(event.currentTarget.value);
          }}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">{t('audit.filters.apply')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(NO_FILTERS);
            setProblems([]);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
