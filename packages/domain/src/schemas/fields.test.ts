import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_MESSAGES } from '../rules/account-fields';
import { NETWORK_MESSAGES } from '../rules/network';
import {
  aeTitle,
  blankAsNull,
  idList,
  institutionRole,
  ipAddress,
  npi,
  optionalText,
  pagingQuery,
  personName,
  phoneNumber,
  port,
  queryBoolean,
  salesforceId,
  suffix,
  usStateCode,
  zipCode,
} from './fields';

/** The messages a value is refused with; empty when it is accepted. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

describe('personName', () => {
  it.each([
    ['Maria', 'Maria'],
    ['  José  ', 'José'],
    ["O'Brien-Smith", "O'Brien-Smith"],
  ])('accepts %j as %j', (value, expected) => {
    expect(personName.parse(value)).toBe(expected);
  });

  it.each([
    ['', FIELD_MESSAGES.required],
    ['   ', FIELD_MESSAGES.required],
    ['Maria2', FIELD_MESSAGES.name],
    ['<b>', FIELD_MESSAGES.name],
    ['a@b', FIELD_MESSAGES.name],
    ['a'.repeat(65), FIELD_MESSAGES.name],
  ])('refuses %j with %j, once', (value, message) => {
    expect(messagesOf(personName, value)).toEqual([message]);
  });
});

describe('phoneNumber', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123 4567', '5551234567'],
    ['  (555) 123 4567 ', '5551234567'],
  ])('accepts %j, stored as %j', (value, expected) => {
    expect(phoneNumber.parse(value)).toBe(expected);
  });

  it.each([
    '555123456',
    '55512345678',
    '555-123-4567',
    '(555) 123-4567',
    '+1 555 123 4567',
    'phone',
    '',
    '5'.repeat(25),
  ])('refuses %j with the seed message, once', (value) => {
    expect(messagesOf(phoneNumber, value)).toEqual([FIELD_MESSAGES.phone]);
  });

  it('stores any ten digits, masked or bare, as the same ten digits', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...Array.from('0123456789')),
          minLength: 10,
          maxLength: 10,
        }),
        (digits) => {
          const masked = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`;
          expect(phoneNumber.parse(digits)).toBe(digits);
          expect(phoneNumber.parse(masked)).toBe(digits);
        },
      ),
    );
  });
});

describe('suffix', () => {
  it('accepts a suffix, trimmed', () => {
    expect(suffix.parse(' MD, PhD ')).toBe('MD, PhD');
  });

  it.each(['2nd', 'A'.repeat(17), '', 'M<D'])('refuses %j with the seed message, once', (value) => {
    expect(messagesOf(suffix, value)).toEqual([FIELD_MESSAGES.suffix]);
  });
});

describe('institutionRole', () => {
  it('accepts a listed role and refuses others with the seed message', () => {
    expect(institutionRole.parse('Surgeon')).toBe('Surgeon');
    expect(messagesOf(institutionRole, 'Janitor')).toEqual([FIELD_MESSAGES.institutionRole]);
  });
});

describe('salesforceId, zipCode and npi', () => {
  it.each([
    [salesforceId, ' 0055e000001AbCdEFG ', '0055e000001AbCdEFG'],
    [zipCode, ' 78701-1234 ', '78701-1234'],
    [npi, ' 1234567893 ', '1234567893'],
  ])('accept a valid value, trimmed (%#)', (schema, value, expected) => {
    expect(schema.parse(value)).toBe(expected);
  });

  it.each([
    [salesforceId, '0055e000001AbCdEF', FIELD_MESSAGES.salesforceId],
    [zipCode, '7870', FIELD_MESSAGES.zip],
    [npi, '1234567890', FIELD_MESSAGES.npi],
  ])('refuse an invalid value with the seed message (%#)', (schema, value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
});

describe('usStateCode', () => {
  it.each([
    ['TX', 'TX'],
    ['tx', 'TX'],
    [' ca ', 'CA'],
    ['dc', 'DC'],
    ['pr', 'PR'],
  ])('accepts %j as %j', (value, expected) => {
    expect(usStateCode.parse(value)).toBe(expected);
  });

  it.each(['XX', 'Texas', 'T', '', 'constructor', 'hasOwnProperty'])(
    'refuses %j with the seed message',
    (value) => {
      expect(messagesOf(usStateCode, value)).toEqual([FIELD_MESSAGES.state]);
    },
  );
});

describe('aeTitle and ipAddress', () => {
  it('stores an AE title without its surrounding spaces', () => {
    expect(aeTitle.parse('  PACS  ')).toBe('PACS');
    expect(aeTitle.parse('MY PACS')).toBe('MY PACS');
  });

  it.each(['', '    ', 'A'.repeat(17), 'PA\\CS', 'PA\u0001CS'])(
    'refuses the AE title %j with its message',
    (value) => {
      expect(messagesOf(aeTitle, value)).toEqual([NETWORK_MESSAGES.aeTitle]);
    },
  );

  it('accepts an IP address, trimmed, and refuses others with its message', () => {
    expect(ipAddress.parse(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(ipAddress.parse('::1')).toBe('::1');
    expect(messagesOf(ipAddress, '256.1.1.1')).toEqual([NETWORK_MESSAGES.ipAddress]);
  });
});

describe('port', () => {
  it.each([
    [1, 1],
    [104, 104],
    [65_535, 65_535],
    ['8080', 8080],
    [' 8080 ', 8080],
  ])('accepts %j as %j', (value, expected) => {
    expect(port.parse(value)).toBe(expected);
  });

  it.each([0, 65_536, -1, 1.5, '12a', '0', '', '1.5'])(
    'refuses %j with the port message',
    (value) => {
      expect(messagesOf(port, value)).toEqual([NETWORK_MESSAGES.port]);
    },
  );

  it.each([null, true, {}])('refuses %j, which is neither a number nor digits', (value) => {
    expect(port.safeParse(value).success).toBe(false);
  });
});

describe('pagingQuery', () => {
  it('defaults to the first page of 20', () => {
    expect(pagingQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads numbers and a trimmed search from a query string', () => {
    expect(pagingQuery.parse({ page: '3', pageSize: '50', search: ' chen ' })).toEqual({
      page: 3,
      pageSize: 50,
      search: 'chen',
    });
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'two' },
    { pageSize: '0' },
    { pageSize: '101' },
    { search: 'x'.repeat(101) },
  ])('refuses %j', (query) => {
    expect(pagingQuery.safeParse(query).success).toBe(false);
  });
});

describe('idList', () => {
  it('splits ids on commas, trimmed, dropping blanks', () => {
    expect(idList.parse(`${uuid(1)},${uuid(2)}`)).toEqual([uuid(1), uuid(2)]);
    expect(idList.parse(` ${uuid(1)} , ,${uuid(2)},`)).toEqual([uuid(1), uuid(2)]);
  });

  it('counts a repeated id once, whatever its case', () => {
    expect(idList.parse(`${uuid(1)},${uuid(1)},${uuid(1).toUpperCase()}`)).toEqual([uuid(1)]);
    expect(idList.parse('ABCDEF01-2345-4678-89AB-CDEF01234567')).toEqual([
      'abcdef01-2345-4678-89ab-cdef01234567',
    ]);
  });

  it('accepts 100 ids, with or without a space after each comma', () => {
    const ids = Array.from({ length: 100 }, (_, n) => uuid(n));
    expect(idList.parse(ids.join(','))).toEqual(ids);
    expect(idList.parse(ids.join(', '))).toEqual(ids);
  });

  it.each([
    ['101 ids', Array.from({ length: 101 }, (_, n) => uuid(n)).join(',')],
    ['no id', ''],
    ['only commas', ' , ,'],
    ['a non-uuid', `${uuid(1)},not-a-uuid`],
    ['a bare number', '42'],
    ['an overlong string', `${uuid(1)},${' '.repeat(5000)}`],
  ])('refuses %s', (_name, value) => {
    expect(idList.safeParse(value).success).toBe(false);
  });
});

describe('queryBoolean', () => {
  it('reads true and false, and nothing else', () => {
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse('false')).toBe(false);
    for (const other of ['1', 'yes', 'TRUE', '']) {
      expect(queryBoolean.safeParse(other).success).toBe(false);
    }
  });
});

describe('optionalText', () => {
  const note = optionalText(10);

  it.each([
    ['', null],
    ['   ', null],
    [' note ', 'note'],
    [null, null],
    [undefined, undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(note.parse(value)).toBe(expected);
  });

  it('refuses text longer than its maximum', () => {
    expect(note.safeParse('x'.repeat(11)).success).toBe(false);
  });
});

describe('blankAsNull', () => {
  const optionalZip = blankAsNull(zipCode);
  const optionalPhone = blankAsNull(phoneNumber);

  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, undefined],
    [' 78701 ', '78701'],
  ])('reads the zip %j as %j', (value, expected) => {
    expect(optionalZip.parse(value)).toBe(expected);
  });

  it("passes a filled-in value to the field's own schema, with its message", () => {
    expect(optionalPhone.parse('(555) 123 4567')).toBe('5551234567');
    expect(messagesOf(optionalZip, '7870')).toEqual([FIELD_MESSAGES.zip]);
    expect(messagesOf(optionalPhone, '123')).toEqual([FIELD_MESSAGES.phone]);
  });

  it('refuses what is not a string', () => {
    expect(optionalZip.safeParse(78701).success).toBe(false);
  });
});
