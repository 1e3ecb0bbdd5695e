// A lock file created with O_EXCL next to the manifest, so two rollouts started at the same moment
// (two teams, two terminals, two CI jobs) apply one after the other instead of losing a change.
// A lock whose owner died (same host, pid gone) or that is older than `staleMs` is taken over.
import fs from 'node:fs';
import os from 'node:os';
import { DeployError } from './paths.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function ownerIsGone(lockPath, staleMs) {
  let owner;
  try {
    const stat = fs.statSync(lockPath);
    if (Date.now() - stat.mtimeMs > staleMs) return true;
    owner = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  } catch {
    // Vanished (released meanwhile) or half-written (its owner is writing it right now): retry.
    return false;
  }
  if (owner?.host !== os.hostname() || !Number.isInteger(owner?.pid)) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/**
 * Runs `fn` while holding `<file>.lock`. Waits up to `timeoutMs` for another holder.
 * @template T
 * @param {string} file
 * @param {() => Promise<T> | T} fn
 * @returns {Promise<T>}
 */
export async function withFileLock(file, fn, { timeoutMs = 15000, staleMs = 30000 } = {}) {
  const lockPath = `${file}.lock`;
  const token = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + timeoutMs;
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), token, at: new Date().toISOString() }));
      fs.closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (ownerIsGone(lockPath, staleMs)) {
        fs.rmSync(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new DeployError(
          `${lockPath} is held by another release or rollout. Wait for it to finish; if none is running, delete the file.`,
        );
      }
      await sleep(wait + Math.random() * wait);
    }
  }
  try {
    return await fn();
  } finally {
    try {
      // Only our own lock: a holder that overran staleMs may have lost it to a newer one.
      if (JSON.parse(fs.readFileSync(lockPath, 'utf8')).token === token) fs.rmSync(lockPath, { force: true });
    } catch {
      // already gone
    }
  }
}
