/** The rules of an institution's AIE configuration (seed §3, §5). */

export const NETWORK_MESSAGES = {
  ipAddress: 'IP address is invalid',
  port: 'Port must be numeric, from 1 to 65535',
  aeTitle: 'AE title must be 1 to 16 characters, without backslash or control characters',
} as const;

export const AE_TITLE_MAX_LENGTH = 16;

/**
 * A DICOM Application Entity title (PS3.5 AE value representation): at most 16 characters of the
 * default repertoire, no backslash, no control characters; leading and trailing spaces are not
 * significant, so a title of spaces only is empty.
 */
export function isValidAeTitle(value: string): boolean {
  if (value.length > AE_TITLE_MAX_LENGTH || value.trim().length === 0) return false;
  return /^[\x20-\x7e]+$/.test(value) && !value.includes('\\');
}

/** A TCP port, given as a number or as digits typed in a form. */
export function isValidPort(value: number | string): boolean {
  const text = String(value);
  if (!/^\d{1,5}$/.test(text)) return false;
  const port = Number(text);
  return port >= 1 && port <= 65_535;
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);

function isIpv6(value: string): boolean {
  // An embedded IPv4 tail counts as two groups.
  let text = value;
  let groupsWanted = 8;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    if (!IPV4.test(text.slice(lastColon + 1))) return false;
    text = `${text.slice(0, lastColon + 1)}0`;
    groupsWanted = 7;
  }
  const group = /^[0-9a-fA-F]{1,4}$/;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const parse = (half: string): string[] | null => {
    if (half === '') return [];
    const groups = half.split(':');
    return groups.every((g) => group.test(g)) ? groups : null;
  };
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (head === null || tail === null) return false;
  const count = head.length + tail.length;
  return halves.length === 2 ? count < groupsWanted : count === groupsWanted;
}

/** An IPv4 address in dotted decimal, or an IPv6 address (compressed forms included). */
export function isValidIpAddress(value: string): boolean {
  return IPV4.test(value) || isIpv6(value);
}
