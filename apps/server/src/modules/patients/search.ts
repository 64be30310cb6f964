import { and, or, type SQL } from 'drizzle-orm';
import { searchTerms } from '@sagitta/domain';
import { patients } from '../../db/schema';
import { startsWith } from '../../platform/db/starts-with';

/**
 * The patient records matching every comma part of `search` (the worklist's rule, seed §5): each
 * part begins, ignoring case and accents, the family name, the first name, the MRN or the product
 * id (`SGT-000123`, stored upper-cased, so the normalized part is upper-cased to meet it).
 * Undefined when the search holds no part: everything matches.
 */
export function patientsMatching(search: string | undefined): SQL | undefined {
  const terms = [...new Set(searchTerms(search ?? ''))];
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) =>
      or(
        startsWith(patients.searchFamily, term),
        startsWith(patients.searchGiven, term),
        startsWith(patients.searchPatientId, term),
        startsWith(patients.productId, term.toUpperCase()),
      ),
    ),
  );
}
