// The servers a worker's files share (run.ts) outlive the files, and vitest ends a worker without
// an exit event to stop them in: each is recorded in the lane's folder when it starts, and the
// lane's global teardown stops what is recorded there, with its data folder.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser lane records the servers its workers share (global-setup.ts). */
    sharedServersDir: string;
  }
}

interface SharedServerRecord {
  pid: number;
  dataDir: string;
}

/** Records a worker's shared server, for the lane's teardown to stop. */
export async function recordSharedServer(record: SharedServerRecord): Promise<void> {
  await writeFile(path.join(inject('sharedServersDir'), `${record.pid}.json`), JSON.stringify(record));
}

/** Stops every recorded server still running and removes its data folder, then the folder itself. */
export async function stopSharedServers(folder: string): Promise<void> {
  for (const name of await readdir(folder).catch(() => [])) {
    const record = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as SharedServerRecord;
    try {
      process.kill(record.pid, 'SIGKILL');
    } catch {
      // Already gone (its worker's last file crashed it, or a restart replaced it).
    }
    await rm(record.dataDir, { recursive: true, force: true });
  }
  await rm(folder, { recursive: true, force: true });
}
