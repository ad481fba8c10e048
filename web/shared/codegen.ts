import type { CodegenConfig } from '@graphql-codegen/cli';

// The shared components' fragments typed from the SDL in the repository (never from a running server). Each app's
// codegen reads these fragments too, so an app spreads them into its own queries and hands the result over as is.
const config: CodegenConfig = {
  schema: '../../schema/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
