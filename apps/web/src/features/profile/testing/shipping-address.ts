/** A physician's stored rod shipping address, as the API answers it. */
export const STORED_ADDRESS = {
  addressId: '0a4c1c52-7d55-4d21-9a5f-0e6f6f3e2a11',
  street: '1200 Harbor View Drive',
  city: 'San Diego',
  state: 'CA',
  zip: '92101',
  country: 'United States',
};
