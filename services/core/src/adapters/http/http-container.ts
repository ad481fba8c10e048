import type { ApiKeyDeps } from '../../application/api-key/ports.ts';
import type { CoreDeps } from '../../application/deps.ts';
import type { TokenVerifier } from '../../application/shared/ports.ts';

/** What the HTTP adapters need from the composition root (the lead's Container satisfies it). */
export type HttpContainer = { deps: CoreDeps; tokens: TokenVerifier; apiKeys: ApiKeyDeps };
