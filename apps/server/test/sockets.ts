import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';

/** The client end of a socket, as the websocket plugin's test injection makes it. */
export type InjectedSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/** Everything a socket receives from now on, each message read with its schema. */
export function messagesOf<T>(
  socket: InjectedSocket,
  schema: { parse: (value: unknown) => T },
): T[] {
  const messages: T[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(schema.parse(JSON.parse(data.toString())));
  });
  return messages;
}

/**
 * The sockets a test file opens, terminated after each test so that none outlives its test.
 * Call at the file's top level; push every socket opened.
 */
export function useOpenSockets(): { terminate(): void }[] {
  const open: { terminate(): void }[] = [];
  afterEach(() => {
    for (const socket of open.splice(0)) socket.terminate();
  });
  return open;
}
