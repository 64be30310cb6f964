import type { FastifyInstance } from 'fastify';
import { containsForbiddenCharacters, FORBIDDEN_CHARACTERS_MESSAGE } from '@sagitta/domain';
import { Invalid } from './errors/errors';

/** Refuses markup characters anywhere in a JSON body (seed §5, §8), before validation runs. */
export function registerPayloadGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && containsForbiddenCharacters(request.body)) {
      throw new Invalid(FORBIDDEN_CHARACTERS_MESSAGE);
    }
  });
}
