import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's CPU times (100 on every common Linux build; asked once). */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/**
 * CPU time another process has used so far (user + system, all its threads), in milliseconds,
 * from Linux's /proc/<pid>/stat; NaN where it cannot be read. Unlike requests per second, the CPU
 * a server spends per request hardly moves with what else the machine runs (autocannon on the same
 * two cores included), so it tells a platform change from the machine's mood.
 */
export async function cpuTimeMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / clockTicks();
  } catch {
    return Number.NaN;
  }
}
