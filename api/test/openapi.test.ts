import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/index.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe('the OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('docs/openapi.json is the one the routes generate (npm run build -w @genetype/api)', () => {
    const committed: unknown = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'docs', 'openapi.json'), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(t.app.swagger())));
  });

  it('lists every route with its schemas, and Swagger UI serves it outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, object>> }>();
    expect(document.paths['/user/signup']?.post).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { 201: expect.anything(), '4XX': expect.anything() },
    });
    expect(Object.keys(document.paths)).not.toContain('/docs/json');
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
