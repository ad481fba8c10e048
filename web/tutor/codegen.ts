import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the SDL in the repository, never from a running server, so CI can regenerate them offline.
const config: CodegenConfig = {
  schema: '../../schema/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', JSON: 'Record<string, unknown>' },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
