// A PostgreSQL server of the scale benchmark's own: a throwaway cluster (initdb) on its own port,
// configured as docs/operations.md sizes a production database server. The machine's shared
// PostgreSQL keeps the package's defaults (shared_buffers 128 MB): it holds the 1,000-member
// database whole and almost nothing of the 3.5 GB one, so every call at 1M read its pages through
// the kernel (waits on DataFileRead that the 1k database never has) and the ratio measured that
// configuration, not the code. Both databases live on this server and are read into its buffers
// (pg_prewarm) before the first round, the steady state of a server whose data fits its memory.
// Its shared memory sits on 2 MB huge pages, as PostgreSQL's docs advise for large shared_buffers:
// on 4 KB pages every backend maps the buffers it touches page by page, and at 1M members (3.5 GB
// touched at random) that alone made getUser about 1.7x slower than at 1k.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BENCH_POSTGRES_PORT = 5499;

/**
 * A quarter of the machine's memory for shared buffers (PostgreSQL's own guidance for a dedicated
 * server), at most 8 GB; three quarters for the planner's effective_cache_size.
 */
export function serverSettings(totalBytes = os.totalmem()) {
  const mb = (bytes) => `${Math.max(128, Math.floor(bytes / 2 ** 20))}MB`;
  return {
    shared_buffers: mb(Math.min(totalBytes / 4, 8 * 2 ** 30)),
    effective_cache_size: mb((totalBytes * 3) / 4),
    max_connections: '200',
    max_wal_size: '4GB',
    checkpoint_timeout: '15min',
    listen_addresses: '127.0.0.1',
    huge_pages: 'try',
  };
}

const NR_HUGEPAGES = '/proc/sys/vm/nr_hugepages';
const meminfo = (field) =>
  Number(
    new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(fs.readFileSync('/proc/meminfo', 'utf8'))?.[1] ??
      0,
  );

/**
 * Reserves the huge pages the server's shared memory needs (the kernel's pool is empty by default;
 * only root can grow it) and returns how to give them back. Without them the server starts on
 * 4 KB pages (huge_pages=try) and `hugePages` says so.
 */
function reserveHugePages(dir, options) {
  if (process.getuid?.() !== 0 || !fs.existsSync(NR_HUGEPAGES)) return () => undefined;
  let needed;
  try {
    needed = Number(
      run('postgres', ['-D', dir, ...options, '-C', 'shared_memory_size_in_huge_pages']),
    );
  } catch {
    return () => undefined;
  }
  if (!(needed > 0)) return () => undefined;
  const before = Number(fs.readFileSync(NR_HUGEPAGES, 'utf8'));
  const inUse = meminfo('HugePages_Total') - meminfo('HugePages_Free');
  fs.writeFileSync(NR_HUGEPAGES, String(Math.max(before, inUse + needed)));
  return () => fs.writeFileSync(NR_HUGEPAGES, String(before));
}

/** Huge pages taken by anything: in use, or reserved by a mapping not yet touched. */
const hugePagesTaken = () =>
  meminfo('HugePages_Total') - meminfo('HugePages_Free') + meminfo('HugePages_Rsvd');

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
function serverBin() {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length) throw new Error('no PostgreSQL server binaries in /usr/lib/postgresql');
  return path.join(root, majors[0], 'bin');
}

/** Runs a server binary and returns its output. initdb and the server refuse to run as root: as root they run as the `postgres` user. */
function run(bin, args) {
  const command = path.join(serverBin(), bin);
  const result =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${bin} failed: ${(result.stderr || result.stdout || '').trim()}`);
  return result.stdout.trim();
}

/** Starts the cluster in `dir` (made with initdb when new); `stop()` stops it, `remove()` deletes it. */
export async function startBenchPostgres(dir, { port = BENCH_POSTGRES_PORT } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    run('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const settings = Object.entries(serverSettings()).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  const release = reserveHugePages(dir, settings);
  const takenBefore = hugePagesTaken();
  const options = [...settings, '-p', port, '-k', dir].join(' ');
  try {
    run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    release();
    throw error;
  }
  const url = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    /** Whether PostgreSQL's shared memory went on huge pages (huge_pages=try falls back quietly). */
    hugePages: hugePagesTaken() > takenBefore,
    stop: () => {
      run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      release();
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Reads every table and index of the database at `url` into the server's shared buffers. */
export async function prewarm(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query(
      `select coalesce(sum(pg_prewarm(c.oid)), 0)::bigint as pages
         from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'i', 't', 'm')`,
    );
    return Number(rows[0].pages);
  } finally {
    await client.end();
  }
}
