import type { AccessRequest } from '@sagitta/domain';

type RequestableRole = AccessRequest['role'];

/** What the request form edits, as typed. */
export interface RequestAccountValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** Masked as typed: `(NNN) NNN NNNN`. */
  phone: string;
  role: RequestableRole | null;
  institution: string;
  npi: string;
}

export const EMPTY_REQUEST: RequestAccountValues = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  phone: '',
  role: null,
  institution: '',
  npi: '',
};

/** The payload being built, before a role is chosen. */
export type AccessRequestDraft = Omit<AccessRequest, 'role'> & { role: RequestableRole | null };

/** The `accessRequest` payload: blanks become null; an NPI only for a physician. */
export function accessRequestDraftOf(values: RequestAccountValues): AccessRequestDraft {
  const npi = values.npi.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    emailAddress: values.emailAddress.trim(),
    phone: values.phone.trim() === '' ? null : values.phone,
    role: values.role,
    institution: values.institution,
    npi: values.role === 'PHYSICIAN' && npi !== '' ? npi : null,
  };
}
