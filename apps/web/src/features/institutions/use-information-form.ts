import { useForm } from '@mantine/form';
import type { InstitutionInput } from '@sagitta/domain';
import {
  informationValuesOf,
  validateInstitution,
  withInformation,
  type InformationValues,
} from './institution-input';

/**
 * The information form over `base`: validated as the whole institution the call will send, with
 * the shared schema, so every message is the server's own.
 */
export function useInformationForm(base: InstitutionInput) {
  return useForm<InformationValues>({
    mode: 'controlled',
    initialValues: informationValuesOf(base),
    validate: (values) => validateInstitution(withInformation(base, values)),
    validateInputOnBlur: true,
  });
}
