import { readLocalSetting, writeLocalSetting } from '../../../shared/lib/local-setting';

/** localStorage key of the cookie consent; the stored value is the string 'true' once accepted. */
export const cookieConsentKey = 'cookie-consent';

export function hasCookieConsent(): boolean {
  return readLocalSetting(cookieConsentKey) === 'true';
}

export function acceptCookies(): void {
  writeLocalSetting(cookieConsentKey, 'true');
}
