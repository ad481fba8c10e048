import { webCodegenConfig } from '../shared/codegen-config';

// The app's operations and the shared components' fragments, typed from the repository's SDL.
export default webCodegenConfig({ withSharedFragments: true });
