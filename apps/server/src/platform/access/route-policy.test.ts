import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enforceRoutePolicies, markRoutesPublic } from './route-policy';

async function startWith(register: (app: FastifyInstance) => void): Promise<void> {
  const app = Fastify();
  enforceRoutePolicies(app);
  register(app);
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('enforceRoutePolicies', () => {
  it('refuses to start when a route declares neither a permission nor public', async () => {
    await expect(startWith((app) => app.get('/api/x', () => 'x'))).rejects.toThrow(
      'GET /api/x: declare exactly one of config.permission and config.public',
    );
  });

  it('refuses a route that declares both', async () => {
    await expect(
      startWith((app) =>
        app.get('/api/x', { config: { public: true, permission: 'account:read' } }, () => 'x'),
      ),
    ).rejects.toThrow('declare exactly one');
  });

  it('refuses an unknown permission', async () => {
    await expect(
      startWith((app) =>
        app.get(
          '/api/x',
          { config: { permission: 'patients:everything' as 'account:read' } },
          () => 'x',
        ),
      ),
    ).rejects.toThrow('unknown permission patients:everything');
  });

  it('refuses a state-changing route without an audit action', async () => {
    await expect(
      startWith((app) => app.post('/api/x', { config: { permission: 'account:read' } }, () => 'x')),
    ).rejects.toThrow('POST /api/x: a state-changing route must declare config.audit');
  });

  it('refuses a route that reads patient data without declaring its read audit', async () => {
    await expect(
      startWith((app) =>
        app.get('/api/exams', { config: { permission: 'exams:read' } }, () => 'x'),
      ),
    ).rejects.toThrow(
      'GET /api/exams: a route that reads patient data must declare config.auditRead',
    );
  });

  it('starts when every route is declared, including plugin routes marked public in their scope', async () => {
    await expect(
      startWith((app) => {
        app.get('/api/a', { config: { permission: 'account:read' } }, () => 'a');
        app.get(
          '/api/e/:id',
          {
            config: {
              permission: 'exams:read',
              auditRead: { action: 'exam.read', targetType: 'exam', target: { param: 'id' } },
            },
          },
          () => 'e',
        );
        app.post(
          '/api/b',
          { config: { permission: 'account:read', audit: 'thing.do' } },
          () => 'b',
        );
        void app.register(async (scope) => {
          markRoutesPublic(scope);
          scope.get('/docs', () => 'docs');
        });
      }),
    ).resolves.toBeUndefined();
  });
});
