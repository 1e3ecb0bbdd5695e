// Prometheus of the production topology (issue #39): the repo's configuration, rendered, run by
// Debian's prometheus against two stand-in API instances that serve /metrics only to the bearer of
// the token, as the API does in production.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  PROMETHEUS_PATH,
  ensurePrometheus,
  prometheusArgs,
  renderPrometheus,
} from './prometheus.mjs';
import { freePort } from '../ports.mjs';

const TOKEN = 'stand-in-metrics-token-0123456789';

let dir;
let apis = [];
let prometheus;
let base;
const authorizations = [];

beforeAll(async () => {
  await ensurePrometheus();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-prometheus-test-'));
  const ports = [await freePort(), await freePort()];
  apis = ports.map((port, index) => {
    const server = http.createServer((request, response) => {
      authorizations.push(request.headers.authorization);
      if (request.url !== '/metrics' || request.headers.authorization !== `Bearer ${TOKEN}`) {
        response.writeHead(401).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
      response.end(`field_page_views_total{route="/",language="ko"} ${index + 1}\n`);
    });
    server.listen(port, '127.0.0.1');
    return server;
  });
  // Scrapes every second (the template says 15 s): the test waits seconds.
  const configFile = renderPrometheus({
    dir,
    apiPorts: ports,
    metricsToken: TOKEN,
    interval: '1s',
  });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    PROMETHEUS_PATH,
    prometheusArgs({ configFile, dataDir: path.join(dir, 'data'), port }),
    { stdio: 'ignore' },
  );
}, 300_000);

afterAll(async () => {
  prometheus?.kill('SIGTERM');
  await Promise.all(apis.map((server) => new Promise((resolve) => server.close(resolve))));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const query = async (expr) => {
  const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expr)}`);
  return (await response.json()).data.result;
};

describe('Prometheus (ops/prometheus/prometheus.yml)', () => {
  it('keeps the token in a file only its owner reads', () => {
    expect(fs.statSync(path.join(dir, 'metrics-token')).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(dir, 'prometheus.yml'), 'utf8')).not.toContain(TOKEN);
  });

  it('takes a shorter scrape and evaluation interval when asked, and keeps 15 s otherwise', () => {
    const rendered = fs.readFileSync(path.join(dir, 'prometheus.yml'), 'utf8');
    expect(rendered).toMatch(/^\s+scrape_interval: 1s$/m);
    expect(rendered).toMatch(/^\s+evaluation_interval: 1s$/m);
    const plainDir = path.join(dir, 'plain');
    const plain = fs.readFileSync(
      renderPrometheus({ dir: plainDir, apiPorts: [1, 2], metricsToken: TOKEN }),
      'utf8',
    );
    expect(plain).toMatch(/^\s+scrape_interval: 15s$/m);
    expect(plain).toMatch(/^\s+evaluation_interval: 15s$/m);
  });

  it('scrapes both API instances with the bearer token and loads the rules', async () => {
    // The first scrape of each target comes within one interval (1 s here) of the start.
    const deadline = Date.now() + 60_000;
    let views = [];
    while (Date.now() < deadline) {
      try {
        views = await query('sum(field_page_views_total)');
        if (views.length > 0 && views[0].value[1] === '3') break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(views[0]?.value[1]).toBe('3');
    expect((await query('up{job="genetype-api"} == 1')).length).toBe(2);
    expect(authorizations.every((value) => value === `Bearer ${TOKEN}`)).toBe(true);
    const rules = await (await fetch(`${base}/api/v1/rules`)).json();
    const names = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    expect(names).toEqual(
      expect.arrayContaining([
        'module_version:field_inp_seconds:p75_1h',
        'FieldVersionErrorRatio',
        'ApiErrorBudgetBurn',
        'ApiInstanceDown',
      ]),
    );
  }, 90_000);
});
