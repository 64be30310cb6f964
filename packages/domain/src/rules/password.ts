/** Minimum password length (seed §5, §9). */
export const PASSWORD_MIN_LENGTH = 12;
/** How many of the four character classes a password must use (seed §5). */
export const PASSWORD_MIN_CLASSES = 3;

export type PasswordRule = 'length' | 'classes' | 'confirmation' | 'unchanged';

export const PASSWORD_RULE_MESSAGES: Readonly<Record<PasswordRule, string>> = {
  length: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  classes: `Password must use at least ${PASSWORD_MIN_CLASSES} of: lowercase letters, uppercase letters, numbers, symbols`,
  confirmation: 'Password confirmation does not match',
  unchanged: 'New password must differ from the current password',
};

export type PasswordCheck = { ok: true } | { ok: false; rule: PasswordRule; message: string };

const CHARACTER_CLASSES: readonly RegExp[] = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/**
 * Counts the character classes a password uses: lowercase, uppercase, digit, symbol.
 * @param password - the candidate password
 */
export function passwordClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

/**
 * Checks a new password against the rules of seed §5, in the order a user would fix them.
 * @param newPassword - the password being set
 * @param options.confirmation - the repeated entry, when the form has one
 * @param options.currentPassword - the password being replaced, when known
 * @returns the first rule that fails, or ok
 */
export function checkPassword(
  newPassword: string,
  options: { confirmation?: string; currentPassword?: string } = {},
): PasswordCheck {
  const fail = (rule: PasswordRule): PasswordCheck => ({
    ok: false,
    rule,
    message: PASSWORD_RULE_MESSAGES[rule],
  });
  // Counted in code points: an accented letter or a symbol outside the BMP is one character.
  if (Array.from(newPassword).length < PASSWORD_MIN_LENGTH) return fail('length');
  if (passwordClassCount(newPassword) < PASSWORD_MIN_CLASSES) return fail('classes');
  if (options.confirmation !== undefined && options.confirmation !== newPassword) {
    return fail('confirmation');
  }
  if (options.currentPassword !== undefined && options.currentPassword === newPassword) {
    return fail('unchanged');
  }
  return { ok: true };
}
