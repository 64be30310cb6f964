/**
 * Typed errors that services throw; the error handler turns each into its status and a
 * `{ statusCode, error, message, details? }` body. The message is shown to users: keep it plain,
 * and never put data in it that the caller may not see.
 */
export class AppError extends Error {
  /** Seconds after which the client may ask again (`Retry-After`), for a refusal that passes. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, message, details);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'User has not authenticated') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/**
 * A record the caller asked for by id is outside what they may see, or does not exist: answered
 * as any 404 (the answer never says which), and audited as a refusal naming the id and which of
 * the two it was (`platform/audit/hook.ts`).
 */
export class ScopeMiss extends NotFound {
  constructor(
    message: string,
    readonly reason: 'other-scope' | 'unknown',
  ) {
    super(message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, details?: unknown) {
    super(409, message, details);
  }
}

export class Locked extends AppError {
  constructor(message = 'Locked') {
    super(423, message);
  }
}

export class Unavailable extends AppError {
  constructor(message = 'Service unavailable') {
    super(503, message);
  }
}
