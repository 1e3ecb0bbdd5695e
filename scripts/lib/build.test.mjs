import { afterEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resultFor } from './build.mjs';
import report from './nx-task-report.cjs';

const task = (name, status, extra = {}) => ({
  project: `@genetype/${name}`,
  target: 'build',
  status,
  code: status === 'failure' ? 1 : 0,
  ms: 1234,
  output: `${name} output`,
  ...extra,
});

describe('resultFor (a target’s build result from the Nx task report)', () => {
  it('reads a cache hit, restored or kept, as up to date', () => {
    for (const status of ['local-cache', 'local-cache-kept-existing', 'remote-cache'])
      expect(resultFor('mf-search', [task('mf-search', status)], '')).toEqual({
        name: 'mf-search',
        ok: true,
        skipped: true,
        ms: 0,
        output: 'mf-search output',
      });
  });

  it('reads a build that ran and passed as built, with its time', () => {
    expect(resultFor('api', [task('domain', 'success'), task('api', 'success')], '')).toEqual({
      name: 'api',
      ok: true,
      skipped: false,
      ms: 1234,
      output: 'api output',
    });
  });

  it('reads a failed build as failed, with its output', () => {
    const result = resultFor('shell', [task('shell', 'failure')], '');
    expect(result).toMatchObject({ ok: false, skipped: false, output: 'shell output' });
  });

  it('reads a build Nx did not start because a dependency failed as not built', () => {
    // Nx 22 leaves such a build out of its results; older versions report it as 'skipped'.
    const expected = {
      name: 'api',
      ok: false,
      skipped: false,
      ms: 0,
      output: 'not built: a build it depends on failed (@genetype/domain failed)',
    };
    expect(resultFor('api', [task('domain', 'failure')], 'nx output')).toEqual(expected);
    expect(resultFor('api', [task('domain', 'failure'), task('api', 'skipped')], '')).toEqual(
      expected,
    );
  });

  it('reads a target Nx never reported (Nx itself failed) as failed, with Nx’s output', () => {
    expect(resultFor('mf-content', [task('shell', 'success')], 'NX  bad nx.json')).toEqual({
      name: 'mf-content',
      ok: false,
      skipped: false,
      ms: 0,
      output: 'NX  bad nx.json',
    });
  });

  it('does not take another target of the same project for the build', () => {
    const tasks = [task('api', 'success', { target: 'typecheck' })];
    expect(resultFor('api', tasks, 'nx output').ok).toBe(false);
  });
});

describe('nx-task-report.cjs (the postTasksExecution hook)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nx-report-test-'));
  const file = path.join(dir, 'tasks.json');
  afterEach(() => {
    delete process.env.GENETYPE_NX_REPORT;
    fs.rmSync(file, { force: true });
  });
  const context = {
    taskResults: {
      '@genetype/domain:build': {
        task: {
          target: { project: '@genetype/domain', target: 'build' },
          startTime: 1000,
          endTime: 4500,
        },
        status: 'success',
        code: 0,
        terminalOutput: 'tsc output',
      },
      '@genetype/api:build': {
        task: { target: { project: '@genetype/api', target: 'build' } },
        status: 'skipped',
        code: 1,
      },
    },
  };

  it('writes every task’s project, status, time and output to GENETYPE_NX_REPORT', async () => {
    process.env.GENETYPE_NX_REPORT = file;
    await report.postTasksExecution(undefined, context);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).tasks).toEqual([
      {
        project: '@genetype/domain',
        target: 'build',
        status: 'success',
        code: 0,
        ms: 3500,
        output: 'tsc output',
      },
      { project: '@genetype/api', target: 'build', status: 'skipped', code: 1, ms: 0, output: '' },
    ]);
  });

  it('writes nothing without GENETYPE_NX_REPORT (a plain `npm run build`)', async () => {
    await report.postTasksExecution(undefined, context);
    expect(fs.existsSync(file)).toBe(false);
  });
});
