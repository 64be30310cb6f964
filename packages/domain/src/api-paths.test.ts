import { describe, expect, it } from 'vitest';
import { API_PATHS, apiUrl } from './api-paths';

describe('apiUrl', () => {
  it('fills each param of a path in', () => {
    expect(apiUrl(API_PATHS.institutionMember, { id: 'inst-1', userId: 'user-2' })).toBe(
      '/api/v1/institutions/inst-1/users/user-2',
    );
    expect(apiUrl(API_PATHS.user, { id: 'u1' })).toBe('/api/v1/users/u1');
  });

  it('encodes a value, so that it cannot reach another path or add a query', () => {
    expect(apiUrl(API_PATHS.user, { id: '../roles?x=1#y' })).toBe(
      '/api/v1/users/..%2Froles%3Fx%3D1%23y',
    );
  });

  it('returns a path without params as it stands', () => {
    expect(apiUrl(API_PATHS.roles)).toBe('/api/v1/roles');
  });

  it('refuses a call that escapes the types and leaves a param out', () => {
    // @ts-expect-error userId is required
    expect(() => apiUrl(API_PATHS.institutionMember, { id: 'inst-1' })).toThrow(/:userId/);
  });
});

describe('API_PATHS', () => {
  it('names each path once', () => {
    const paths = Object.values(API_PATHS).map((path) => path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes paths the way the server matches them: lower case, no trailing slash', () => {
    for (const path of Object.values(API_PATHS)) {
      expect(path).toMatch(/^\/[a-z0-9/:-]*[a-z0-9]$/i);
      expect(path.replace(/:\w+/g, '')).toBe(path.replace(/:\w+/g, '').toLowerCase());
    }
  });
});
