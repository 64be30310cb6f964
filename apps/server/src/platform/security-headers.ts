import type { FastifyInstance } from 'fastify';

/**
 * The content security policy: helmet's default, except that the API docs page (swagger-ui)
 * needs inline styles and blob/data images. Scripts stay same-origin only.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  'upgrade-insecure-requests',
].join(';');

/**
 * The headers helmet 8 sets by default, written out: they never vary per request (no CSP
 * nonces), so they are one constant object. `@fastify/helmet` would rebuild helmet's middleware,
 * and re-parse the policy, on every request; running helmet once against a made-up response to
 * read its headers relied on how it writes them. A header added here is added to every answer.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Sets the security headers on every answer: API, web app and errors alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    done();
  });
}
