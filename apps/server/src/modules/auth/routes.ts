import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  CROSS_SITE_REQUEST_REFUSED,
  errorBody,
  loginRequest,
  loginResponse,
  logoutQuery,
  refreshSessionResponse,
  safeRedirectPath,
  SESSION_LIFETIME_SECONDS,
} from '@sagitta/domain';
import { SESSION_COOKIE } from '../../platform/auth/tokens';
import { comesFromAnotherSite } from '../../platform/access/authenticate';
import { Forbidden, Unauthorized } from '../../platform/errors/errors';
import { signIn, signOut } from './service';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

/** The authentication service: sign-in, session refresh, sign-out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config, accounts } = app.services;

  app.post(API_PATHS.login, {
    config: {
      public: true,
      audit: 'auth.login',
      auditedByService: true,
      rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' },
    },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password',
      body: loginRequest,
      response: {
        200: loginResponse,
        400: errorBody,
        401: errorBody,
        423: errorBody,
        429: errorBody,
      },
    },
    handler: async (request, reply) => {
      request.auditRecorded = true; // signIn audits every outcome from here on
      const signedIn = await signIn(database.db, accounts, clock.now(), request.body, request.ip);
      setSessionCookie(request, reply, signedIn.token);
      return {
        user: signedIn.user,
        token: signedIn.token,
        passwordChangeRequired: signedIn.passwordChangeRequired,
      };
    },
  });

  app.get(API_PATHS.refreshSession, {
    config: {
      permission: 'session:refresh',
      allowDuringPasswordChange: true,
      allowBeforeEula: true,
      extendsSession: true,
    },
    schema: {
      tags: ['auth'],
      summary: 'Keep the session alive; 401 once it has ended',
      response: { 200: refreshSessionResponse, 401: errorBody },
    },
    handler: (request) => {
      const auth = request.auth;
      if (auth === null) throw new Unauthorized();
      return {
        expiresAt: auth.expiresAt.toISOString(),
        idleExpiresAt: auth.idleExpiresAt.toISOString(),
      };
    },
  });

  app.get(API_PATHS.logout, {
    // Public: signing out must work, and redirect, even when the session has already ended.
    config: { public: true, usesSession: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign out and go to a same-origin path (refused when another site asks)',
      querystring: logoutQuery,
      response: { 403: errorBody },
    },
    handler: async (request, reply) => {
      // A GET that ends a session: another site's link or image must not sign users out.
      if (comesFromAnotherSite(request)) throw new Forbidden(CROSS_SITE_REQUEST_REFUSED);
      if (request.auth !== null) {
        await signOut(database.db, accounts, clock.now(), request.auth, request.ip);
      }
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.redirect(safeRedirectPath(request.query.redirectUrl), 302);
    },
  });
};
