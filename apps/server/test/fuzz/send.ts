import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ACTING_PHYSICIAN_HEADER } from '@sagitta/domain';
import type { DemoUser, Session } from '../harness';
import type { FuzzRequest } from './requests';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every byte of a text's UTF-8 but the unreserved ones (lone surrogates too). */
function encodePart(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const character = String.fromCharCode(byte);
    encoded +=
      byte < 0x80 && UNRESERVED.test(character)
        ? character
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

export function urlOf(request: FuzzRequest): string {
  let index = 0;
  const path = request.operation.path.replace(/\{\w+\}/g, () =>
    encodePart(request.pathValues[index++] ?? ''),
  );
  const query = request.query.map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`);
  return query.length === 0 ? path : `${path}?${query.join('&')}`;
}

/** A distinct client address per request: the rate limits would otherwise answer most of them. */
function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** Sends one generated request; the description names it in a failure message. */
export async function sendFuzzRequest(
  app: FastifyInstance,
  request: FuzzRequest,
  index: number,
  sessions: ReadonlyMap<DemoUser, Session>,
): Promise<{ response: LightMyRequestResponse; description: string }> {
  const url = urlOf(request);
  const headers: Record<string, string> = {
    ...(request.actor === null ? {} : sessions.get(request.actor)?.headers),
    ...(request.actingPhysician === null
      ? {}
      : { [ACTING_PHYSICIAN_HEADER]: request.actingPhysician }),
  };
  const { body } = request;
  let payload: string | Buffer | undefined;
  if (body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = body.text;
  } else if (body?.kind === 'multipart') {
    headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  const response = await app.inject({
    method: request.operation.method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: addressOf(index),
  });
  const shownBody =
    body === null
      ? ''
      : ` body ${JSON.stringify((body.kind === 'json' ? body.text : body.payload.toString('latin1')).slice(0, 300))}`;
  const description = `as ${request.actor ?? 'anonymous'}${
    request.actingPhysician === null ? '' : ` for ${request.actingPhysician}`
  }: ${request.operation.method} ${url.slice(0, 300)}${shownBody}`;
  return { response, description };
}
