import { z } from 'zod';
import { emailAddress } from './common';
import { user } from './users';

export const loginRequest = z.object({
  email: z.string().trim().max(254).pipe(emailAddress),
  // Long enough for any passphrase, short enough that hashing it cannot be used to exhaust the CPU.
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  user,
  token: z.string(),
  passwordChangeRequired: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshSessionResponse = z.object({
  expiresAt: z.iso.datetime(),
  idleExpiresAt: z.iso.datetime(),
});
export type RefreshSessionResponse = z.infer<typeof refreshSessionResponse>;

export const logoutQuery = z.object({ redirectUrl: z.string().max(2048).optional() });
