/**
 * The email address rule (zod's own email pattern, kept here so that the sign-in page can check
 * an address without loading zod: the schema in schemas/common.ts uses this same pattern).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether a text is an email address we accept.
 * @param text - the address as typed, already trimmed
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}
