/** The rod shipping address rule of seed §5. */

export const SHIPPING_ADDRESS_FIELDS = ['street', 'city', 'state', 'zip', 'country'] as const;
export type ShippingAddressField = (typeof SHIPPING_ADDRESS_FIELDS)[number];

export const SHIPPING_ADDRESS_LABELS: Readonly<Record<ShippingAddressField, string>> = {
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
};

export type ShippingAddressInput = Readonly<Record<ShippingAddressField, string>>;

export const MISSING_SHIPPING_ADDRESS_MESSAGE = 'missing shipping address values';

export type ShippingAddressOutcome =
  | { kind: 'remove' }
  | { kind: 'save'; address: ShippingAddressInput }
  | { kind: 'incomplete'; missing: ShippingAddressField[]; message: string };

/**
 * What saving a shipping address form means (seed §5): with every field but the country empty
 * (always, for a sales representative, who has no rod shipping address) the address is removed;
 * partly filled, it is refused with the missing labels; complete, it is saved, trimmed.
 * @param address - the form's values
 * @param options.salesRepresentative - the account is a sales representative's
 */
export function shippingAddressOutcome(
  address: ShippingAddressInput,
  options: { salesRepresentative: boolean },
): ShippingAddressOutcome {
  const trimmed = Object.fromEntries(
    SHIPPING_ADDRESS_FIELDS.map((field) => [field, address[field].trim()]),
  ) as Record<ShippingAddressField, string>;
  const filled = SHIPPING_ADDRESS_FIELDS.filter(
    (field) => field !== 'country' && trimmed[field] !== '',
  );
  if (options.salesRepresentative || filled.length === 0) return { kind: 'remove' };
  const missing = SHIPPING_ADDRESS_FIELDS.filter((field) => trimmed[field] === '');
  if (missing.length > 0) {
    const labels = missing.map((field) => SHIPPING_ADDRESS_LABELS[field]).join(', ');
    return {
      kind: 'incomplete',
      missing,
      message: `${MISSING_SHIPPING_ADDRESS_MESSAGE}: ${labels}`,
    };
  }
  return { kind: 'save', address: trimmed };
}
