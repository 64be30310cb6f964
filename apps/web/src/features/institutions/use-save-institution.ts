import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DUPLICATE_INSTITUTION_MESSAGE, hrefFor, type InstitutionInput } from '@sagitta/domain';
import { HttpFailure } from '../../lib/http';
import { toast } from '../../shell/toasts';
import { useUpdateInstitution } from './api';

/**
 * Saves an edit page's institution (the whole of it: PUT replaces) and goes back to it. A taken
 * name goes to `onDuplicateName` (the name field) when the page edits the name, else it is the
 * page's failure message, as is anything else.
 */
export function useSaveInstitution(id: string, onDuplicateName?: (message: string) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateInstitution(id);
  const [failure, setFailure] = useState<string | null>(null);

  const save = (input: InstitutionInput) => {
    setFailure(null);
    update.mutate(input, {
      onSuccess: () => {
        toast({ type: 'success', message: t('institutionAdmin.form.saved') });
        void navigate(hrefFor('detail-institution', { id }));
      },
      onError: (error) => {
        if (error instanceof HttpFailure && error.status === 409) {
          if (onDuplicateName === undefined) setFailure(DUPLICATE_INSTITUTION_MESSAGE);
          else onDuplicateName(DUPLICATE_INSTITUTION_MESSAGE);
        } else {
          setFailure(t('institutionAdmin.errors.notChanged'));
        }
      },
    });
  };

  return { save, pending: update.isPending, failure };
}
