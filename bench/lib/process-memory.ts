import { readFile } from 'node:fs/promises';

/**
 * Resident memory of another process, read from Linux's /proc (the bench runs on Linux; elsewhere
 * these reject). RSS counts every thread of the process: the event loop, the embedded database's
 * worker thread and any other worker.
 */

const MB = 1024 * 1024;

/** Bytes of a `Name:   1234 kB` line of /proc/<pid>/status, or NaN. */
function statusField(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

interface ResidentSize {
  /** VmRSS: resident now. */
  rss: number;
  /** VmHWM: the highest RSS since the process started (catches peaks between two samples). */
  peak: number;
}

export async function residentSize(pid: number): Promise<ResidentSize> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return { rss: statusField(status, 'VmRSS'), peak: statusField(status, 'VmHWM') };
}

const GIB = 1024 * MB;

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  anonymous: boolean;
  rss: number;
}

function mappingsOf(smaps: string): Mapping[] {
  const mappings: Mapping[] = [];
  for (const line of smaps.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3]!,
        anonymous: header[4]!.trim() === '',
        rss: 0,
      });
    } else if (line.startsWith('Rss:')) {
      const last = mappings[mappings.length - 1];
      if (last) last.rss = Number(/(\d+) kB/.exec(line)?.[1] ?? 0) * 1024;
    }
  }
  return mappings;
}

/**
 * Resident bytes of each of the process's WebAssembly linear memories, largest first: PGlite's
 * heap (the embedded PostgreSQL's shared buffers, caches and work memory) is one, far larger than
 * the few kilobytes of the HTTP client's parser (undici's llhttp). V8 reserves each 32-bit wasm
 * memory as one region of exactly 8 or 10 GiB (4 GiB addressable plus guard pages) and makes its
 * current size readable and writable: in /proc/<pid>/smaps an anonymous rw-p mapping immediately
 * followed by an anonymous ---p one, the two spanning 8 or 10 GiB. Only resident pages use memory.
 */
export async function wasmMemories(pid: number): Promise<number[]> {
  const mappings = mappingsOf(await readFile(`/proc/${pid}/smaps`, 'utf8'));
  const reservations = new Set([BigInt(8 * GIB), BigInt(10 * GIB)]);
  const memories: number[] = [];
  for (let index = 0; index + 1 < mappings.length; index++) {
    const memory = mappings[index]!;
    const guard = mappings[index + 1]!;
    if (
      memory.anonymous &&
      memory.perms === 'rw-p' &&
      guard.anonymous &&
      guard.perms === '---p' &&
      guard.start === memory.end &&
      reservations.has(guard.end - memory.start)
    )
      memories.push(memory.rss);
  }
  return memories.sort((a, b) => b - a);
}

/** e.g. "212.4 MB" */
export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * Reads the RSS every `intervalMs` until stopped; `mark` starts a new phase, whose samples are kept
 * apart. A sample that fails (the process has gone) ends sampling.
 */
export class RssSampler {
  private readonly phases = new Map<string, number[]>();
  private current: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private reading = false;
  lastPeak = 0;

  constructor(
    private readonly pid: number,
    private readonly intervalMs: number,
  ) {}

  start(phase: string): void {
    this.mark(phase);
    this.timer = setInterval(() => void this.sample(), this.intervalMs);
  }

  mark(phase: string): void {
    this.current = [];
    this.phases.set(phase, this.current);
  }

  private async sample(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      const { rss, peak } = await residentSize(this.pid);
      this.current.push(rss);
      this.lastPeak = peak;
    } catch {
      this.stop();
    } finally {
      this.reading = false;
    }
  }

  samples(phase: string): number[] {
    return this.phases.get(phase) ?? [];
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
