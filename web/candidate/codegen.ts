import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the SDL in the repository, never from a running server.
const config: CodegenConfig = {
  schema: '../../schema/*.graphql',
  // The shared components' fragments too (web/shared), so a query can spread them.
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', '../shared/src/**/*.{ts,tsx}', '!../shared/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
