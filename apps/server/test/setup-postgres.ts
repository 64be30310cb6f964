import type { TestProject } from 'vitest/node';
import { adminQuery, buildPostgresTemplate } from './template';

/**
 * Migrates and seeds one template database on the server of TEST_DATABASE_URL; each test file
 * gets its own copy, and everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') throw new Error('TEST_DATABASE_URL is not set');
  const name = `sagitta_template_${process.pid}`;
  await buildPostgresTemplate(url, name);
  project.provide('postgresTemplate', { url, name });
  project.provide('pgliteTemplatePath', '');
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
}
