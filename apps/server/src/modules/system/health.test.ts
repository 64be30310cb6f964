import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';

describe('GET /api/health', () => {
  it('answers 503 once the database cannot be reached', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await t.database.close();
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Database unreachable',
      });
    } finally {
      await t.app.close();
    }
  });
});
