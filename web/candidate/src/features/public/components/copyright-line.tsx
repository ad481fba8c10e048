import { useSyncExternalStore } from 'react';
import { brand } from '../../../shared/brand';

// Set by Vite at build time, so the prerendered HTML and the hydrating client agree on the first render.
declare const __BUILD_YEAR__: number;

const subscribeToNothing = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/** '© <current year> <product>. All rights reserved.'; a page built last year shows this year once hydrated. */
export function CopyrightLine() {
  const year = useSyncExternalStore(subscribeToNothing, currentYear, buildYear);
  return (
    <p className="site-footer__copyright">
      © {year} {brand.productName}. All rights reserved.
    </p>
  );
}
