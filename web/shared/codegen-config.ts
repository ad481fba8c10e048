import type { CodegenConfig } from '@graphql-codegen/cli';

type WebCodegenOptions = {
  /** Also read web/shared's fragments, so the app's queries can spread them (the apps do; web/shared itself not). */
  withSharedFragments: boolean;
};

/**
 * The one codegen setup of the web packages: types come from the SDL in the repository, never from a running
 * server, so CI regenerates them offline. Each package's codegen.ts only says whose documents it reads.
 */
export function webCodegenConfig({ withSharedFragments }: WebCodegenOptions): CodegenConfig {
  const sharedFragments = withSharedFragments ? ['../shared/src/**/*.{ts,tsx}', '!../shared/src/gql/**/*'] : [];
  return {
    schema: '../../schema/*.graphql',
    documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', ...sharedFragments],
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
}
