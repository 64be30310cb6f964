import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; name: string } | null;
  }
}

/** Migrates and seeds one PGlite database for the whole run; test files load copies of it. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'sagitta-pglite-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', null);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
