import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers, computed once at start-up and set on every answer.
 * (@fastify/helmet rebuilds the helmet middleware, and re-parses the content security policy,
 * on every request: a fifth of the cost of a cached API call. Our headers never vary per
 * request, since we use no CSP nonces.)
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {
      // helmet removes X-Powered-By, which Fastify never sets.
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        // The API docs page (swagger-ui) needs inline styles; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
  });
  middleware(
    new IncomingMessage(new Socket()),
    capture as unknown as ServerResponse,
    () => undefined,
  );

  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
