import type { FastifyRequest } from 'fastify';

/** The answer to a multipart body that breaks off or has no usable boundary. */
export const MALFORMED_MULTIPART_MESSAGE = 'Malformed multipart body';

/**
 * What the multipart parser (@fastify/busboy, under @fastify/multipart) throws for a body the
 * client broke: plain Errors, told apart only by their messages. They surface wherever a route
 * reads its parts, so the one error handler turns them into 400 rather than each route.
 */
const MALFORMED = [
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
];

/** Whether an error is the multipart parser refusing a multipart request's body. */
export function isMalformedMultipart(error: Error, request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'] ?? '';
  return (
    contentType.toLowerCase().startsWith('multipart/') &&
    MALFORMED.some((pattern) => pattern.test(error.message))
  );
}
