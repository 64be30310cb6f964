import { describe, expect, it } from 'vitest';
import config from '../vite.config';

/** The server's path prefixes the web app calls (docs/api): the dev server must pass them all. */
const SERVER_PREFIXES = ['/api', '/auth', '/patient-list', '/launcher'];

describe('the dev server proxy', () => {
  it('passes every server path to the running server', () => {
    expect(Object.keys(config.server?.proxy ?? {}).sort()).toEqual([...SERVER_PREFIXES].sort());
  });

  it('upgrades the worklist live feed (a websocket under /patient-list)', () => {
    expect(config.server?.proxy?.['/patient-list']).toMatchObject({ ws: true });
  });
});
