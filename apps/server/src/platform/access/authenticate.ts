import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_GATE_MESSAGES,
  can,
  CROSS_SITE_REQUEST_REFUSED,
  SUB_ROLE_REQUIRED,
} from '@sagitta/domain';
import { bearerTokenOf } from '../auth/bearer';
import type { AuthContext } from '../auth/context';
import { resolveSession } from '../auth/sessions';
import { SESSION_COOKIE } from '../auth/tokens';
import { Forbidden, Unauthorized } from '../errors/errors';
import { isMutating } from './route-policy';

/** The header polls send so that they do not count as user activity. */
export const BACKGROUND_HEADER = 'x-background-request';
/** The header our web client sends on every call; a cross-site form cannot set it. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'sagitta';

function tokenOf(request: FastifyRequest): { token: string; via: AuthContext['via'] } | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    // A present but malformed header opens no session: it does not fall back to the cookie.
    const bearer = bearerTokenOf(request);
    return bearer === undefined ? null : { token: bearer, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie === undefined || cookie === '' ? null : { token: cookie, via: 'cookie' };
}

/** A cookie-borne state change must prove it comes from our own pages. */
export function passesCsrfCheck(request: FastifyRequest): boolean {
  if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}

/**
 * Whether the browser says another site started this request (`Sec-Fetch-Site`, sent by every
 * current browser). A sibling subdomain (`same-site`) is another site for us: the web app is
 * served from one origin. Clients that send no such header (devices, scripts) are not browsers
 * led by another page.
 */
export function comesFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * What a signed-in account must do before the API serves it: set a password (New, Reset), then
 * accept the EULA. Each step has the few routes that lead through it (`allowDuringPasswordChange`,
 * `allowBeforeEula`); everything else is refused with 403 and the step's message.
 * @throws Forbidden while a step is pending and the route is not part of it
 */
export function requireAccountSteps(
  auth: AuthContext,
  route: { allowDuringPasswordChange?: boolean; allowBeforeEula?: boolean },
): void {
  if (auth.passwordChangeRequired && route.allowDuringPasswordChange !== true) {
    throw new Forbidden(ACCOUNT_GATE_MESSAGES.passwordChangeRequired);
  }
  if (auth.eulaAcceptanceRequired && route.allowBeforeEula !== true) {
    throw new Forbidden(ACCOUNT_GATE_MESSAGES.eulaAcceptanceRequired);
  }
}

/**
 * The first two layers of access control, run before anything reads the body: establish who is
 * calling from their session, then check the route's declared permission against their roles.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('auditRecorded', false);

  app.addHook('onRequest', async (request) => {
    const { database, clock, accounts } = app.services;
    const config = request.routeOptions.config;
    // Public routes (static files, docs, health) do not look at sessions, unless they ask to.
    const wantsSession = request.is404
      ? false
      : config.public !== true || config.usesSession === true;
    const presented = wantsSession ? tokenOf(request) : null;
    if (presented !== null) {
      const session = await resolveSession(
        database.db,
        clock.now(),
        presented.token,
        {
          countsAsActivity: request.headers[BACKGROUND_HEADER] !== '1',
          forceActivity: config.extendsSession === true,
        },
        accounts,
      );
      request.auth = session === null ? null : { ...session, via: presented.via };
    }

    if (request.is404 || config.public === true) return;
    const auth = request.auth;
    if (auth === null) throw new Unauthorized();
    requireAccountSteps(auth, config);
    if (config.permission === undefined || !can(auth.roles, config.permission)) {
      throw new Forbidden(); // audited as a denial by the audit trail
    }
    if (config.subRole !== undefined && auth.subRole !== config.subRole) {
      throw new Forbidden(SUB_ROLE_REQUIRED[config.subRole]);
    }
    if (auth.via === 'cookie' && isMutating(request.method) && !passesCsrfCheck(request)) {
      throw new Forbidden(CROSS_SITE_REQUEST_REFUSED);
    }
  });
}
