import { cruise, type ICruiseResult, type ICruiseOptions } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries of docs/architecture.md, as rules in .dependency-cruiser.cjs. Checked at two
 * zoom levels: file by file, and with each module collapsed to one node, where the same no-cycles
 * rule finds modules that depend on each other through files that do not form a cycle themselves.
 */
async function violationsOf(extra: Partial<ICruiseOptions> = {}, onlyRule?: string): Promise<string[]> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const tsConfig = extractTSConfig('tsconfig.json');
  const result = await cruise(['src'], { ...options, ...extra }, undefined, { tsConfig });
  const { violations } = (result.output as ICruiseResult).summary;
  return violations
    .filter((violation) => onlyRule === undefined || violation.rule.name === onlyRule)
    .map((violation) => {
      const path = violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : violation.to;
      return `${violation.rule.name}: ${violation.from} → ${path}`;
    });
}

describe('architecture', () => {
  it('keeps modules behind their index.ts, the platform free of modules, and files free of cycles', async () => {
    expect(await violationsOf()).toEqual([]);
  });

  it('has no cycle between modules', async () => {
    const moduleGraph = { collapse: '^src/modules/[^/]+/', exclude: { path: '\\.test\\.ts$' } };
    expect(await violationsOf(moduleGraph, 'no-cycles')).toEqual([]);
  });
});
