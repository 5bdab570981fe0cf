import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file in DATA_DIR naming the one process that owns the embedded database. */
const LOCK_FILE = 'punchclock.lock';

interface LockOwner {
  pid: number;
  host: string;
  role: string;
  startedAt: string;
}

/** Another live process owns the data directory; `message` is one line for the operator. */
export class DataDirLockedError extends Error {
  constructor(
    message: string,
    readonly owner: LockOwner,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? (parsed as LockOwner) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null; // half-written by a process that died mid-write: stale
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock left by a process that no longer runs (kill -9, power loss) is stale. The pid is only
 * checkable on this host; a lock from another host (a shared volume) is taken as live, since two
 * machines writing one PGlite directory is exactly what the lock exists to prevent.
 */
function isStale(owner: LockOwner | null): boolean {
  if (!owner) return true;
  if (owner.host !== hostname()) return false;
  // A restarted container often gets the same pid as its killed predecessor.
  return owner.pid === process.pid || !isAlive(owner.pid);
}

function describe(owner: LockOwner): string {
  return `pid ${owner.pid} on ${owner.host}, ${owner.role} started ${owner.startedAt}`;
}

/**
 * Claims DATA_DIR for this process, so no second server or worker opens the same embedded
 * database (two PGlite instances on one directory corrupt it). The file is created with O_EXCL;
 * a stale one is moved aside and the claim retried.
 */
export async function lockDataDir(dataDir: string, role: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, host: hostname(), role, startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8') === content) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      // Also on process.exit() paths that skip the orderly shutdown (a failed boot).
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: LockOwner | null;
    try {
      owner = readOwner(file);
    } catch {
      continue; // removed between our open and read
    }
    if (!isStale(owner)) {
      throw lockedError(dataDir, owner!);
    }
    takeOverStale(file, owner);
  }
  throw new Error(`Could not claim ${file}: it keeps changing; is another process starting on the same DATA_DIR?`);
}

function lockedError(dataDir: string, owner: LockOwner): DataDirLockedError {
  return new DataDirLockedError(
    `DATA_DIR ${dataDir} is in use by another Punchclock process (${describe(owner)}); stop it first or give this one another DATA_DIR. ` +
      `If that process is gone, delete ${path.join(dataDir, LOCK_FILE)}.`,
    owner,
  );
}

/**
 * Moves the stale lock aside under a name of our own, then checks that what moved is the stale
 * lock we judged: a process that took over the same stale lock first may have replaced it
 * meanwhile, and its live lock is put back.
 */
function takeOverStale(file: string, judged: LockOwner | null) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  let moved: LockOwner | null;
  try {
    moved = readOwner(aside);
  } catch {
    return;
  }
  if (moved && judged && (moved.pid !== judged.pid || moved.startedAt !== judged.startedAt) && !isStale(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // someone holds it again; the next attempt reads who
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // already gone
  }
}
