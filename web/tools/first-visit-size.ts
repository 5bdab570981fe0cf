// Prints, after each build, how much JavaScript a first visit to each named screen downloads,
// gzipped: the entry chunk, the screen's lazy chunk, and every chunk those import statically
// (a browser fetches all of them before the screen paints). Dynamic imports are not counted.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Options {
  /** Target per screen, in kilobytes (1 KB = 1,000 bytes) of gzipped JavaScript. */
  budgetKilobytes: number;
  /** Screen name → its lazily loaded module, relative to the Vite root (web/). */
  screens: Record<string, string>;
}

interface Chunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

export interface ScreenSize {
  screen: string;
  files: string[];
  gzipBytes: number;
}

/** The chunks a browser loads to run `start`: it and, transitively, its static imports. */
function staticClosure(start: Chunk, chunks: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const imported of start.imports) {
    const chunk = chunks.get(imported);
    if (chunk) staticClosure(chunk, chunks, into);
  }
  return into;
}

export function measureFirstVisit(chunkList: Chunk[], root: string, screens: Record<string, string>): ScreenSize[] {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunkList.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
  const entries = entry ? [entry] : chunkList.filter((chunk) => chunk.isEntry);
  const gzipped = new Map<string, number>();
  const sizeOf = (fileName: string) => {
    if (!gzipped.has(fileName)) gzipped.set(fileName, gzipSync(chunks.get(fileName)!.code, { level: 9 }).length);
    return gzipped.get(fileName)!;
  };
  return Object.entries(screens).map(([screen, module]) => {
    const id = path.resolve(root, module);
    const own =
      chunkList.find((chunk) => chunk.facadeModuleId === id) ?? chunkList.find((c) => c.moduleIds.includes(id));
    if (!own) throw new Error(`first-visit-size: no chunk contains ${module} (screen "${screen}")`);
    const files = new Set<string>();
    for (const start of [...entries, own]) staticClosure(start, chunks, files);
    return { screen, files: [...files], gzipBytes: [...files].reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

export function firstVisitSize(options: Options): Plugin {
  let root = process.cwd();
  return {
    name: 'punchclock-first-visit-size',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      const chunkList = Object.values(bundle).filter((file) => file.type === 'chunk') as unknown as Chunk[];
      const lines = measureFirstVisit(chunkList, root, options.screens).map(({ screen, files, gzipBytes }) => {
        const kilobytes = gzipBytes / 1000;
        const verdict = kilobytes <= options.budgetKilobytes ? 'within' : 'OVER';
        return `  ${screen.padEnd(12)} ${kilobytes.toFixed(1).padStart(7)} KB gzipped in ${files.length} files (${verdict} the ${options.budgetKilobytes} KB target)`;
      });
      process.stdout.write(`\nJavaScript a first visit loads:\n${lines.join('\n')}\n`);
      if (lines.some((line) => line.includes('OVER')))
        this.warn(`a first visit loads more than ${options.budgetKilobytes} KB of gzipped JavaScript`);
    },
  };
}
