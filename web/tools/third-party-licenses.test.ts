import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { licenseNotice, packageRootOf } from './third-party-licenses.js';

const nm = (...parts: string[]) => path.join('/repo', 'node_modules', ...parts);

describe('third-party licences of the web bundle', () => {
  it('finds the package a bundled module comes from, scoped or not, nested or hoisted', () => {
    expect(packageRootOf(nm('react-dom', 'cjs', 'react-dom.production.js'))).toBe(nm('react-dom'));
    expect(packageRootOf(nm('@tanstack', 'react-router', 'dist', 'esm', 'index.js'))).toBe(
      nm('@tanstack', 'react-router'),
    );
    expect(packageRootOf(`\0${nm('chart.js', 'dist', 'chart.js')}?commonjs-module`)).toBe(nm('chart.js'));
    expect(packageRootOf(nm('a', 'node_modules', 'b', 'index.js'))).toBe(nm('a', 'node_modules', 'b'));
  });

  it("leaves the app's own code out", () => {
    expect(packageRootOf('/repo/web/src/main.tsx')).toBeNull();
    expect(packageRootOf('\0vite/preload-helper.js')).toBeNull();
  });

  it('lists each package once by name with its version, licence and text', () => {
    const notice = licenseNotice([
      { name: 'zod', version: '4.0.0', license: 'MIT', text: 'MIT text Z' },
      { name: 'chart.js', version: '4.6.1', license: 'MIT', text: 'MIT text C' },
    ]);
    expect(notice).toContain('AGPL-3.0-only');
    expect(notice.indexOf('chart.js 4.6.1 (MIT)')).toBeLessThan(notice.indexOf('zod 4.0.0 (MIT)'));
    expect(notice).toContain('MIT text C');
  });
});
