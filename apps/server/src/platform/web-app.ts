import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { markRoutesPublic } from './access/route-policy';
import { errorBodyOf } from './errors/handler';

const API_PREFIXES = ['/api/', '/auth/'];

/**
 * Serves the built single-page app: its files as they are (hashed assets cached for a year),
 * and `index.html` for every other GET that is not an API path, so that client-side routes
 * survive a reload. API paths that match nothing answer a JSON 404.
 * A browser that accepts brotli or gzip gets the `.br` or `.gz` version the build wrote beside
 * the file (`apps/web/vite.config.ts`), so nothing is compressed while it waits.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = path.join(webDist, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        root: webDist,
        index: 'index.html',
        preCompressed: true,
        setHeaders: (response, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => `${pathname}/`.toLowerCase().startsWith(prefix));
    if (hasWebApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBodyOf(404, `Route ${request.method} ${pathname} not found`));
  });
}
