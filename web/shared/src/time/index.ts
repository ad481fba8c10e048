export { useNow } from './use-now';
