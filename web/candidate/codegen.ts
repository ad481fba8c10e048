import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the SDL in the repository, never from a running server.
const config: CodegenConfig = {
  schema: '../../schema/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
