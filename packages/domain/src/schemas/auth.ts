import { z } from 'zod';
import { LOGIN_PASSWORD_MAX_LENGTH } from '../constants';
import { emailAddress } from './common';
import { user } from './users';

export const loginRequest = z.object({
  email: z.string().trim().max(254).pipe(emailAddress),
  password: z.string().min(1).max(LOGIN_PASSWORD_MAX_LENGTH),
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
