import type { CodegenConfig } from '@graphql-codegen/cli';
import { webCodegenConfig } from '../shared/codegen-config';

// The app's operations and the shared components' fragments, typed from the repository's SDL.
const config: CodegenConfig = webCodegenConfig({ withSharedFragments: true });
export default config;
