import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

const REDOCLY_CONFIG = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));

type Media = { schema?: unknown; example?: unknown };
type Operation = {
  operationId?: string;
  summary?: string;
  'x-audience'?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};

describe('the OpenAPI document', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.dk' } });
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json();
  const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([url, item]) => Object.entries(item).map(([method, operation]) => ({ method, url, operation })),
  );

  it('passes Redocly’s recommended rules without an error or a warning', async () => {
    const config = await loadConfig({ configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({
      source: response.body,
      absoluteRef: path.join(path.dirname(REDOCLY_CONFIG), 'openapi.json'),
      config,
    });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('describes every operation of the hub with the names and audience its route declares, under one tag', () => {
    const described = operations.map(({ method, url, operation }) => ({
      method: method.toUpperCase(),
      path: url,
      operationId: operation.operationId,
      summary: operation.summary,
      audience: operation['x-audience'],
    }));
    const declared = app.operations.map(({ method, url, operationId, summary, audience }) => ({
      method,
      // As the document writes the route: `{id}` for `:id`, the storage wildcard as `{key}`.
      path: url.replace(/:(\w+)/g, '{$1}').replace('*', '{key}'),
      operationId,
      summary,
      audience,
    }));
    const byRoute = (a: { method: string; path: string }, b: { method: string; path: string }) =>
      `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`);
    expect(described.sort(byRoute)).toEqual(declared.sort(byRoute));
    expect(new Set(described.map(({ operationId }) => operationId)).size).toBe(described.length);
    expect(operations.every(({ operation }) => operation.tags?.length === 1)).toBe(true);
  });

  it('gives every JSON body and every success answer with a body an example (checked against its schema above)', () => {
    const bodies = operations.flatMap(({ method, url, operation }) => [
      [`${method} ${url} body`, operation.requestBody?.content?.['application/json']] as const,
      ...Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(
          ([status, answer]) => [`${method} ${url} ${status}`, answer.content?.['application/json']] as const,
        ),
    ]);
    const described = bodies.filter(([, media]) => media?.schema);
    expect(described.length).toBeGreaterThan(100);
    expect(described.filter(([, media]) => media?.example === undefined).map(([name]) => name)).toEqual([]);
    const search = document.paths['/api/Cases/Search'].post.requestBody.content['application/json'].example;
    expect(search).toMatchObject({ branchIds: [0], orderStatuses: ['Open'] });
  });

  it('is served from PUBLIC_URL and names the storage paths’ key', () => {
    expect(document.servers).toEqual([{ url: 'https://portal.example.dk', description: 'This hub' }]);
    expect(Object.keys(document.paths)).toContain('/api/storage/{key}');
  });
});
