import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  CONTROL_CHARACTERS_MESSAGE,
  findPayloadProblem,
  FORBIDDEN_CHARACTERS_MESSAGE,
  jsonNestingExceeds,
  NESTING_TOO_DEEP_MESSAGE,
  type PayloadProblem,
  SELF_SANITIZED_QUERY_KEYS,
} from '@sagitta/domain';
import { Invalid } from './errors/errors';

const MESSAGES: Readonly<Record<PayloadProblem, string>> = {
  'too-deep': NESTING_TOO_DEEP_MESSAGE,
  'control-characters': CONTROL_CHARACTERS_MESSAGE,
  'forbidden-characters': FORBIDDEN_CHARACTERS_MESSAGE,
};

/** Path parameters and queries: no field is multi-line, markup is the schemas' business. */
const URL_RULES = {
  multilineKeys: [],
  refuseMarkup: false,
  uncheckedKeys: SELF_SANITIZED_QUERY_KEYS,
} as const;

/** Requests this guard refused, and why: the audit trail records each, reads included. */
const refusals = new WeakMap<FastifyRequest, PayloadProblem>();

/** Why the edge refused this request, when it did. */
export function edgeRefusalOf(request: FastifyRequest): PayloadProblem | undefined {
  return refusals.get(request);
}

function refuse(request: FastifyRequest, problem: PayloadProblem): Invalid {
  refusals.set(request, problem);
  return new Invalid(MESSAGES[problem]);
}

/** A body parsed from JSON or text; a stream or binary body is its route's business. */
function isParsedText(body: unknown): boolean {
  if (typeof body === 'string' || Array.isArray(body)) return true;
  if (body === null || typeof body !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

const guard: preValidationHookHandler = (request, _reply, done) => {
  const problem =
    findPayloadProblem(request.params, URL_RULES) ??
    findPayloadProblem(request.query, URL_RULES) ??
    (isParsedText(request.body) ? findPayloadProblem(request.body) : null);
  done(problem === null ? undefined : refuse(request, problem));
};

/**
 * The request's edge, before validation and before any recursive walk:
 * - a JSON body nested deeper than `MAX_PAYLOAD_DEPTH` is refused from its text, before it is
 *   parsed (parsing a deep body costs real CPU, and every later walk would recurse:
 *   docs/decisions.md#nesting-is-bounded-at-32-before-anything-parses);
 * - a control character (NUL …) in a path parameter, a query or a body (but tab and line
 *   breaks in the multi-line text fields) is refused: PostgreSQL cannot store NUL, and nothing
 *   a person types holds one;
 * - markup characters anywhere in a body are refused (seed §5, §8).
 * Every refusal answers 400 and is audited, reads included (see `edgeRefusalOf`).
 */
export function registerPayloadGuard(app: FastifyInstance): void {
  // Fastify's own parser (prototype poisoning refused), behind a bound on nesting.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8'); // always a string here
    if (jsonNestingExceeds(text)) {
      done(refuse(request, 'too-deep'), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('onRoute', (route) => {
    const existing = route.preValidation;
    route.preValidation = [guard, ...(existing === undefined ? [] : [existing].flat())];
  });
}
