// The prerendered shell (src/prerender.tsx) still imports this name; the spinner itself is the platform's.
export { LoadingState as LoadingIndicator } from '@mocktest/web-shared/ui';
