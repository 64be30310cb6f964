import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/email';

/** Every error answer of the API (seed §8: the body's message is shown to the user). */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The error answers most authenticated routes can give, for their response schemas. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
} as const;

export const idParams = z.object({ id: z.uuid() });

/** Email addresses are compared case-insensitively; we store and compare them lower-cased. */
export const emailAddress = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .regex(EMAIL_PATTERN, { error: 'Email is invalid' })
  .transform((value) => value.toLowerCase());
