import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { containsForbiddenCharacters, FORBIDDEN_CHARACTERS_MESSAGE } from '@sagitta/domain';
import { Invalid } from './errors/errors';

const guard: preValidationHookHandler = (request, _reply, done) => {
  if (request.body !== undefined && containsForbiddenCharacters(request.body)) {
    done(new Invalid(FORBIDDEN_CHARACTERS_MESSAGE));
    return;
  }
  done();
};

/**
 * Refuses markup characters anywhere in a JSON body (seed §5, §8), before validation runs.
 * Attached only to routes that accept a body, so that reads pay nothing for it.
 */
export function registerPayloadGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))) return;
    const existing = route.preValidation;
    route.preValidation = [guard, ...(existing === undefined ? [] : [existing].flat())];
  });
}
