/** A US phone number: ten digits, shown masked as `(NNN) NNN NNNN` (seed §5). */
export const PHONE_DIGITS = 10;

/** The digits of whatever was typed or pasted, at most ten: the input accepts digits only. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/**
 * Masks digits as they are typed: `(NNN) NNN NNNN`, partial while incomplete.
 * @param input - digits, or anything containing them
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange} ${line}`;
}

/** Whether a stored or entered value is a complete phone number, masked or bare. */
export function isValidPhone(value: string): boolean {
  return /^\d{10}$/.test(value) || /^\(\d{3}\) \d{3} \d{4}$/.test(value);
}
