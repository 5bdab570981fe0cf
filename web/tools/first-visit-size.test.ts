import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureFirstVisit } from './first-visit-size.js';

const root = '/app/web';
const chunk = (
  fileName: string,
  code: string,
  options: Partial<Parameters<typeof measureFirstVisit>[0][number]> = {},
) => ({
  fileName,
  code,
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  moduleIds: [],
  ...options,
});
const gz = (code: string) => gzipSync(code, { level: 9 }).length;

describe('the first-visit size', () => {
  const entry = chunk('index.js', 'entry '.repeat(50), {
    isEntry: true,
    facadeModuleId: path.join(root, 'index.html'),
    imports: ['vendor.js'],
  });
  const vendor = chunk('vendor.js', 'react '.repeat(80));
  const shared = chunk('shared.js', 'shared '.repeat(30));
  const signIn = chunk('sign-in.js', 'form '.repeat(40), {
    facadeModuleId: path.join(root, 'src/sign-in.tsx'),
    imports: ['shared.js', 'vendor.js'],
  });
  const reports = chunk('reports.js', 'chart '.repeat(500), { facadeModuleId: path.join(root, 'src/reports.tsx') });

  it('counts the entry, the screen and their static imports once each, not other screens', () => {
    const [size] = measureFirstVisit([entry, vendor, shared, signIn, reports], root, { 'sign-in': 'src/sign-in.tsx' });
    expect(size?.files.sort()).toEqual(['index.js', 'shared.js', 'sign-in.js', 'vendor.js']);
    expect(size?.gzipBytes).toBe([entry, vendor, shared, signIn].reduce((sum, c) => sum + gz(c.code), 0));
  });

  it('fails the build when a named screen is in no chunk', () => {
    expect(() => measureFirstVisit([entry, vendor], root, { timesheet: 'src/timesheet.tsx' })).toThrow(
      /no chunk contains/,
    );
  });
});
