import type { ReactNode, SubmitEventHandler } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '@sagitta/domain';
import { FormActions } from './form-actions';

interface InstitutionEditorProps {
  institutionId: string;
  /** The form's submit, validated (`form.onSubmit`). */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  pending: boolean;
  /** What went wrong with the last save, shown above the buttons. */
  failure: string | null;
  /** The fields of the part of the institution that the page edits. */
  children: ReactNode;
}

/**
 * The form of a page that edits part of an institution (its information, its system terms):
 * the fields, then Cancel back to the institution and Save.
 */
export function InstitutionEditor({
  institutionId,
  onSubmit,
  pending,
  failure,
  children,
}: InstitutionEditorProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={720}>
        {children}
        <FormActions
          submitLabel={t('institutionAdmin.form.save')}
          pending={pending}
          cancelTo={hrefFor('detail-institution', { id: institutionId })}
          failure={failure}
        />
      </Stack>
    </form>
  );
}
