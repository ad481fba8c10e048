import { webCodegenConfig } from './codegen-config';

// web/shared's own fragments; each app's codegen reads them too, so an app spreads them into its queries.
export default webCodegenConfig({ withSharedFragments: false });
