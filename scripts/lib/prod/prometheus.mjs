// Prometheus for the production topology (issue #39): Debian's package (installed when missing and
// root, as nginx.mjs installs nginx), scraping both API instances with the repo's configuration
// (ops/prometheus/prometheus.yml) and rules (ops/prometheus/rules), its data under the run folder.
import fs from 'node:fs';
import path from 'node:path';
import { bold, yellow } from '../log.mjs';
import { run } from '../proc.mjs';
import { ROOT } from '../workspace.mjs';

export const PROMETHEUS_PATH = '/usr/bin/prometheus';
export const PROMTOOL_PATH = '/usr/bin/promtool';
export const PROMETHEUS_DIR = path.join(ROOT, 'ops', 'prometheus');
export const PROMETHEUS_TEMPLATE = path.join(PROMETHEUS_DIR, 'prometheus.yml');
export const PROMETHEUS_RULES_DIR = path.join(PROMETHEUS_DIR, 'rules');
export const PROMETHEUS_TESTS_DIR = path.join(PROMETHEUS_DIR, 'tests');

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Makes sure Debian's `prometheus` package (prometheus and promtool) is installed. */
export async function ensurePrometheus() {
  if (fs.existsSync(PROMETHEUS_PATH) && fs.existsSync(PROMTOOL_PATH)) return;
  if (!isRoot())
    throw new Error(
      `Prometheus is missing and this is not root, so it cannot be installed here.\n` +
        `Install Debian's package first: sudo apt-get install -y prometheus`,
    );
  console.log(bold(yellow(`Installing Debian's prometheus with apt-get…`)));
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'],
  ]) {
    const { code, output } = await run('apt-get', args, { env, capture: true, quiet: true });
    if (code !== 0)
      throw new Error(
        `apt-get ${args.join(' ')} failed (exit ${code}):\n${output.trim().split('\n').slice(-10).join('\n')}`,
      );
  }
  for (const file of [PROMETHEUS_PATH, PROMTOOL_PATH])
    if (!fs.existsSync(file))
      throw new Error(`apt-get installed prometheus but ${file} is missing.`);
}

/**
 * Writes `dir`/prometheus.yml (the template with both instances, the token file and the rules
 * folder filled in) and `dir`/metrics-token (mode 0600). Returns the configuration's path.
 * `interval` (e.g. '1s') replaces the template's scrape and rule-evaluation interval: the checks
 * of the running topology (scripts/check-prometheus.mjs) wait seconds, not minutes.
 */
export function renderPrometheus({ dir, apiPorts, metricsToken, interval }) {
  fs.mkdirSync(dir, { recursive: true });
  const tokenFile = path.join(dir, 'metrics-token');
  fs.writeFileSync(tokenFile, metricsToken, { mode: 0o600 });
  const targets = apiPorts.map((port) => `'127.0.0.1:${port}'`).join(', ');
  const config = fs
    .readFileSync(PROMETHEUS_TEMPLATE, 'utf8')
    .replaceAll('{{RULES_DIR}}', PROMETHEUS_RULES_DIR)
    .replaceAll('{{METRICS_TOKEN_FILE}}', tokenFile)
    .replaceAll("'{{API_TARGETS}}'", targets);
  const file = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(
    file,
    interval
      ? config.replace(/^(\s+(?:scrape|evaluation)_interval:) \S+$/gm, `$1 ${interval}`)
      : config,
  );
  return file;
}

/** Prometheus' command line: its own port, its data under the run folder, a day of history. */
export function prometheusArgs({ configFile, dataDir, port }) {
  return [
    `--config.file=${configFile}`,
    `--storage.tsdb.path=${dataDir}`,
    '--storage.tsdb.retention.time=1d',
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ];
}
