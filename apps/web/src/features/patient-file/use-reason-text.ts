import type { TrendValue } from '@sagitta/domain';
import { useParameterWords } from '../../lib/i18n/use-parameter-words';

/** Says why a value is null ("needs a 3D model"), in the domain's words; empty for a value. */
export function useReasonText(): (value: TrendValue | undefined) => string {
  const words = useParameterWords();
  return (value) => (value === undefined || value.value !== null ? '' : words.reason(value.reason));
}
