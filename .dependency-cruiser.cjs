/**
 * The module boundaries, checked by `npm run lint:deps` (part of `npm test`). docs/architecture.md
 * explains them. Tests may reach into what they test, so test files are exempt from the module rules.
 */
const TESTS = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle makes the two sides one module in disguise: move the shared piece down a layer.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'The platform is infrastructure every module stands on; it never knows a module.',
      from: { path: '^src/platform/' },
      to: { path: '^src/(modules|app\\.ts|main\\.ts|runtime\\.ts|cli)' },
    },
    {
      name: 'modules-do-not-import-the-composition-root',
      severity: 'error',
      comment:
        'app.ts, main.ts and runtime.ts assemble modules; a module that imports them depends on every other module.',
      from: { path: '^src/modules/', pathNot: TESTS },
      to: { path: '^src/(app|main|runtime)\\.ts$' },
    },
    {
      name: 'modules-meet-only-at-index',
      severity: 'error',
      comment: 'Another module is reached through its index.ts only: what it exports there is its contract.',
      from: { path: '^src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'production-code-imports-no-test-code',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: [TESTS, '^test/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js'],
    },
  },
};
