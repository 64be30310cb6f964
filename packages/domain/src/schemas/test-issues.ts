import type { z } from 'zod';

/** For tests: each field a schema refuses in `value`, by its path, with the message it gives. */
export function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}
