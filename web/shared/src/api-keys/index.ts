export { ApiKeysManager } from './api-keys-manager';
