#!/usr/bin/env node
// The API fuzz suite at its full count: `npm test` runs api/test/fuzz.test.ts with its CI default
// (FUZZ_RUNS 2,000 per dialect); the bench runs 10,500 per dialect and reports pass and time. On
// PostgreSQL too when TEST_DATABASE_URL is set, as the suite does.
//
// `node scripts/bench/api-fuzz.mjs` runs it alone and replaces its section in docs/benchmarks.md
// (`--print`: the section only); `npm run bench` calls runApiFuzzBench().
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import { seconds } from '../lib/log.mjs';
import { run } from '../lib/proc.mjs';
import { ROOT, bin } from '../lib/workspace.mjs';

const SECTION_MARK = '## API fuzz (full count)';
const FUZZ_RUNS = 10_500;

export async function benchApiFuzz() {
  const started = Date.now();
  const { code, output } = await run(bin('jest'), ['test/fuzz.test.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { FUZZ_RUNS: String(FUZZ_RUNS) },
    capture: true,
  });
  // The suite prints one line per dialect: "fuzz (sqlite): 10560 generated bad requests over 66
  // routes in 14.8 s".
  const dialects = [
    ...output.matchAll(
      /fuzz \((\w+)\): (\d+) generated bad requests over (\d+) routes in ([\d.]+) s/g,
    ),
  ].map(([, dialect, sent, routes, s]) => ({
    dialect,
    sent: Number(sent),
    routes: Number(routes),
    s: Number(s),
  }));
  return { passed: code === 0, ms: Date.now() - started, dialects };
}

function section(result) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const rows = result.dialects.map(
    (d) => `| ${d.dialect} | ${d.sent.toLocaleString('en')} | ${d.routes} | ${d.s.toFixed(1)} s |`,
  );
  return `${SECTION_MARK}

Written by \`node scripts/bench/api-fuzz.mjs\` (also run by \`npm run bench\`) on
${os.cpus().length} cores (${cpu}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.

\`api/test/fuzz.test.ts\` with \`FUZZ_RUNS=${FUZZ_RUNS}\` per dialect (the suite's CI default is 2,000):
generated bad requests to every route must get a short Korean 4xx that does not echo them, never a
500. Result: **${result.passed ? 'passed' : 'FAILED'}** in ${seconds(result.ms)} (jest, start to end).

| dialect | requests | routes | time |
|---|---:|---:|---:|
${rows.length > 0 ? rows.join('\n') : '| (no count printed: see the jest output) | | | |'}
`;
}

export async function runApiFuzzBench({ print = false } = {}) {
  const result = await benchApiFuzz();
  const text = section(result);
  if (print) console.log(text);
  else writeBenchSection(SECTION_MARK, text);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { passed } = await runApiFuzzBench({ print: process.argv.includes('--print') });
  if (!passed) process.exit(1);
}
