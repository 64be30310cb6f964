import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHIPPING_ADDRESS_FIELDS,
  shippingAddressOutcome,
  type ShippingAddressField,
  type ShippingAddressInput,
} from './shipping-address';

const NON_COUNTRY_FIELDS = SHIPPING_ADDRESS_FIELDS.filter((field) => field !== 'country');

/** What a form sends for a field left empty. */
const blank = fc.constantFrom('', ' ', '   ', '\t', '\n', '\u00a0');
/** A value with something in it, possibly padded with blanks the rule trims. */
const filledValue = fc
  .tuple(blank, fc.string({ minLength: 1, maxLength: 30 }), blank)
  .filter(([, core]) => core.trim() === core && core !== '')
  .map(([before, core, after]) => ({ sent: `${before}${core}${after}`, trimmed: core }));

type Entry = { sent: string; trimmed: string };
const blankEntry = blank.map((sent): Entry => ({ sent, trimmed: '' }));

/** An address where each field is filled (true) or blank (false) as `shape` says. */
const addressShaped = (shape: Readonly<Record<ShippingAddressField, boolean>>) =>
  fc.record(
    Object.fromEntries(
      SHIPPING_ADDRESS_FIELDS.map((field) => [field, shape[field] ? filledValue : blankEntry]),
    ) as Record<ShippingAddressField, fc.Arbitrary<Entry>>,
  );

const sent = (entries: Record<ShippingAddressField, Entry>): ShippingAddressInput =>
  Object.fromEntries(
    SHIPPING_ADDRESS_FIELDS.map((field) => [field, entries[field].sent]),
  ) as Record<ShippingAddressField, string>;

const shape = fc.record(
  Object.fromEntries(SHIPPING_ADDRESS_FIELDS.map((field) => [field, fc.boolean()])) as Record<
    ShippingAddressField,
    fc.Arbitrary<boolean>
  >,
);
const anyAddress = shape.chain(addressShaped);

describe('shippingAddressOutcome', () => {
  it.each([
    [
      'an empty form',
      { street: '', city: '', state: '', zip: '', country: '' },
      false,
      { kind: 'remove' },
    ],
    [
      'only the country (the form pre-fills it)',
      { street: '', city: ' ', state: '', zip: '', country: 'USA' },
      false,
      { kind: 'remove' },
    ],
    [
      'a complete address',
      { street: ' 1 Main St ', city: 'Austin', state: 'TX', zip: '78701', country: ' USA' },
      false,
      {
        kind: 'save',
        address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'USA' },
      },
    ],
    [
      'a street alone',
      { street: '1 Main St', city: '', state: '', zip: '', country: 'USA' },
      false,
      {
        kind: 'incomplete',
        missing: ['city', 'state', 'zip'],
        message: 'missing shipping address values: City, State, Zip',
      },
    ],
    [
      'everything but the country',
      { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: '' },
      false,
      {
        kind: 'incomplete',
        missing: ['country'],
        message: 'missing shipping address values: Country',
      },
    ],
    [
      "a sales representative's complete address",
      { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'USA' },
      true,
      { kind: 'remove' },
    ],
  ] as const)('%s', (_name, address, salesRepresentative, expected) => {
    expect(shippingAddressOutcome(address, { salesRepresentative })).toEqual(expected);
  });

  it('removes the address whenever every field but the country is blank', () => {
    const countryOnly = fc.record({
      street: blank,
      city: blank,
      state: blank,
      zip: blank,
      country: fc.oneof(blank, fc.string()),
    });
    fc.assert(
      fc.property(countryOnly, fc.boolean(), (address, salesRepresentative) => {
        expect(shippingAddressOutcome(address, { salesRepresentative })).toEqual({
          kind: 'remove',
        });
      }),
    );
  });

  it("always removes a sales representative's address, whatever the form holds", () => {
    fc.assert(
      fc.property(anyAddress, (entries) => {
        expect(shippingAddressOutcome(sent(entries), { salesRepresentative: true })).toEqual({
          kind: 'remove',
        });
      }),
    );
  });

  it('refuses a partly filled address, naming exactly the blank fields in form order', () => {
    const partlyFilled = shape
      .filter(
        (filled) =>
          NON_COUNTRY_FIELDS.some((field) => filled[field]) &&
          SHIPPING_ADDRESS_FIELDS.some((field) => !filled[field]),
      )
      .chain((filled) => addressShaped(filled).map((entries) => ({ filled, entries })));
    fc.assert(
      fc.property(partlyFilled, ({ filled, entries }) => {
        const missing = SHIPPING_ADDRESS_FIELDS.filter((field) => !filled[field]);
        const labels = missing.map((field) => field.charAt(0).toUpperCase() + field.slice(1));
        expect(shippingAddressOutcome(sent(entries), { salesRepresentative: false })).toEqual({
          kind: 'incomplete',
          missing,
          message: `missing shipping address values: ${labels.join(', ')}`,
        });
      }),
    );
  });

  it('saves a complete address with every value trimmed', () => {
    const complete = addressShaped({
      street: true,
      city: true,
      state: true,
      zip: true,
      country: true,
    });
    fc.assert(
      fc.property(complete, (entries) => {
        const trimmed = Object.fromEntries(
          SHIPPING_ADDRESS_FIELDS.map((field) => [field, entries[field].trimmed]),
        );
        expect(shippingAddressOutcome(sent(entries), { salesRepresentative: false })).toEqual({
          kind: 'save',
          address: trimmed,
        });
      }),
    );
  });
});
