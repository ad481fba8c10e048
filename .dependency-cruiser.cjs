// The layering rule (docs/architecture.md): the domain and the use cases import nothing outward, no module imports
// itself through others, and the web apps share nothing with the services but the SDL. `npm test` fails on any
// violation.
const pureLayers = '^services/core/src/(domain|application)/';
const testFiles = '\\.(int\\.|api\\.)?test\\.ts$';
const testSupport = '^services/core/src/(test-support|application/testing|api-tests)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-outward',
      severity: 'error',
      comment:
        'domain/ may import only domain/ (no application, adapters, frameworks, ORM, SDKs or node built-ins), and the pure calendar arithmetic of date-fns.',
      from: { path: '^services/core/src/domain/', pathNot: testFiles },
      // date-fns (with @date-fns/utc) is allowed: pure functions on dates, no I/O and no state, so a plan's expiry
      // (calendar months, clamped to the month's end, in UTC) is a kept library instead of hand-written arithmetic.
      to: { pathNot: ['^services/core/src/domain/', 'node_modules/(date-fns|@date-fns/utc)/'] },
    },
    {
      name: 'application-imports-only-domain',
      severity: 'error',
      comment: 'application/ may import only domain/ and application/ (ports describe the outside world).',
      from: { path: '^services/core/src/application/', pathNot: testFiles },
      to: { pathNot: pureLayers },
    },
    {
      name: 'production-code-imports-no-test-helpers',
      severity: 'error',
      comment:
        'Test support lives in test-support/, application/testing/ and the test files; the code that ships imports none of it, nor a devDependency.',
      from: { path: '^services/core/src/', pathNot: [testFiles, testSupport] },
      to: { path: testSupport },
    },
    {
      name: 'production-code-imports-no-dev-dependencies',
      severity: 'error',
      comment: 'A devDependency is absent from a production install (fast-xml-parser, vitest, testcontainers, ...).',
      from: { path: '^services/core/src/', pathNot: [testFiles, testSupport] },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other (even for types) cannot be understood or changed one at a time; shared shapes go in a module of their own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-apps-share-nothing-with-services',
      severity: 'error',
      comment: 'Web apps get their types from schema/ through codegen, never from a service package.',
      from: { path: '^web/' },
      to: { path: '^services/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|gql|generated)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
