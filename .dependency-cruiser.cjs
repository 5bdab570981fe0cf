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
      from: { path: '^(src|web/src)/' },
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
    {
      name: 'web-code-flows-one-way',
      severity: 'error',
      comment:
        'In the web app, components and lib are the ground floor: they know no feature and not the app (docs/web.md).',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-do-not-import-the-app',
      severity: 'error',
      comment: 'The app (routes, shell) assembles features; a feature that imports it depends on every other feature.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-features-meet-only-at-index',
      severity: 'error',
      comment: 'Another feature is reached through its index.ts only: what it exports there is its public face.',
      from: { path: '^web/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-app-imports-no-server-code',
      severity: 'error',
      comment: 'The browser talks to the server only through the generated client, never by importing its code.',
      from: { path: '^web/src/' },
      to: { path: '^(src|test|bench|tools)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js'],
    },
  },
};
