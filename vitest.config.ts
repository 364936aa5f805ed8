import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Integration tests run once on embedded PGlite and, when
 * TEST_DATABASE_URL is set, once more on PostgreSQL: same files, another database.
 */
const include = ['src/**/*.test.ts'];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          // The architecture checks read files only: once is enough.
          include: [...include, 'tests/architecture/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
