import { z } from 'zod';
import { LOGIN_PASSWORD_MAX_LENGTH } from '../constants';
import { emailAddress } from './common';
import { blankAsNull, phoneNumber, usStateCode } from './fields';
import { notificationPreferences } from './users';

/**
 * `PATCH /api/v1/users/{id}/profile`: what account holders edit themselves on My Account. Every
 * field is optional; what is sent is changed. `inexperienced` is for non-manager technicians.
 */
export const profileUpdate = z
  .object({
    phone: blankAsNull(phoneNumber),
    states: z.array(usStateCode).max(60),
    notificationPreferences,
    alwaysAddRodToPlan: z.boolean(),
    inexperienced: z.boolean(),
  })
  .partial()
  // A key sent as undefined changes nothing either.
  .refine((update) => Object.values<unknown>(update).some((value) => value !== undefined), {
    error: 'Nothing to change',
  });
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** `PUT /api/v1/users/{id}/email`: a new sign-in email, confirmed with the password. */
export const emailChange = z.object({
  emailAddress,
  currentPassword: z.string().min(1).max(LOGIN_PASSWORD_MAX_LENGTH),
});
export type EmailChange = z.input<typeof emailChange>;

/** A rod shipping address (seed §3). */
export const shippingAddress = z.object({
  addressId: z.uuid(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/**
 * `PUT /api/v1/users/{id}/shipping-address`: the form's raw values; the server applies the
 * seed §5 rule (`shippingAddressOutcome`): removed when empty, refused when partly filled.
 */
export const shippingAddressInput = z.object({
  street: z.string().max(200),
  city: z.string().max(100),
  state: z.string().max(2),
  zip: z.string().max(10),
  country: z.string().max(60),
});

/** `null` when the address was removed. */
export const shippingAddressAnswer = z.object({ address: shippingAddress.nullable() });
