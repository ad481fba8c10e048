import { useEffect, useState } from 'react';
import { acceptCookies, hasCookieConsent } from '../lib/cookie-consent';

/**
 * Asks for cookie consent until it is stored. Hidden in the prerendered HTML and shown after hydration, so a
 * visitor who already accepted never sees it flash.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => setVisible(!hasCookieConsent()), []);

  if (!visible) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p className="cookie-banner__text">
        We use cookies and your browser's storage to keep you signed in and remember your choices. Read our{' '}
        <a href="/privacy">Privacy Policy</a> to learn more.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          acceptCookies();
          setVisible(false);
        }}
      >
        Accept
      </button>
    </section>
  );
}
