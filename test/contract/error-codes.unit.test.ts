import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/platform/http/errors.js';

/**
 * docs/errors.md is the reference clients branch on, so it must list exactly the codes the API
 * can answer with, each with its status. Every table headed `| status | code | when |` counts,
 * so each area may keep its own table.
 */
function documentedCodes(markdown: string): Array<{ code: string; status: number }> {
  const rows: Array<{ code: string; status: number }> = [];
  let inCodeTable = false;
  for (const line of markdown.split('\n')) {
    const cells = line.trim().startsWith('|')
      ? line
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((cell) => cell.trim())
      : null;
    if (!cells) {
      inCodeTable = false;
      continue;
    }
    if (cells[0] === 'status' && cells[1] === 'code' && cells[2] === 'when') {
      inCodeTable = true;
      continue;
    }
    if (!inCodeTable || /^-+$/.test(cells[0] ?? '')) continue;
    rows.push({ status: Number(cells[0]), code: (cells[1] ?? '').replace(/`/g, '') });
  }
  return rows;
}

const documented = documentedCodes(readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8'));

describe('docs/errors.md and ERROR_CODES', () => {
  it('finds the code tables', () => {
    expect(documented.length).toBeGreaterThan(20);
  });

  it('lists every code once, with the status the code has, and nothing else', () => {
    const codes = documented.map((row) => row.code);
    expect(
      codes.filter((code, index) => codes.indexOf(code) !== index),
      'listed twice',
    ).toEqual([]);
    expect(Object.fromEntries(documented.map((row) => [row.code, row.status]))).toEqual({ ...ERROR_CODES });
  });

  it('names every code in UPPER_SNAKE case', () => {
    expect(Object.keys(ERROR_CODES).filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code))).toEqual([]);
  });
});
