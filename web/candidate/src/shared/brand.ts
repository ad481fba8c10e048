// The brand is configuration, not code: one build serves either of the product's two brands, and every name,
// address and link below can be overridden with a VITE_* variable at build time.

export type SocialLink = { network: 'facebook' | 'instagram' | 'linkedin' | 'youtube'; label: string; href: string };

export type Brand = {
  /** The product's name as users read it. */
  productName: string;
  /** Where support requests, complaints and data requests go. */
  supportEmail: string;
  /** Where job applications go. */
  careersEmail: string;
  socialLinks: SocialLink[];
};

const env = import.meta.env as Record<string, string | undefined>;

function setting(name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

const productName = setting('VITE_PRODUCT_NAME', 'MockWrite');

/** The two brands each have their own support address; example.com until a real domain is configured. */
const supportEmails = {
  primary: setting('VITE_SUPPORT_EMAIL', 'support@example.com'),
  secondary: setting('VITE_SECONDARY_SUPPORT_EMAIL', 'help@example.org'),
} as const;

/** Which of the two brands this build is: VITE_BRAND=secondary for the second one. */
export const brandId: keyof typeof supportEmails = env.VITE_BRAND === 'secondary' ? 'secondary' : 'primary';

export const brand: Brand = {
  productName,
  supportEmail: supportEmails[brandId],
  careersEmail: setting('VITE_CAREERS_EMAIL', supportEmails[brandId]),
  socialLinks: [
    { network: 'facebook', label: 'Facebook', href: setting('VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/') },
    { network: 'instagram', label: 'Instagram', href: setting('VITE_SOCIAL_INSTAGRAM', 'https://www.instagram.com/') },
    { network: 'linkedin', label: 'LinkedIn', href: setting('VITE_SOCIAL_LINKEDIN', 'https://www.linkedin.com/') },
    { network: 'youtube', label: 'YouTube', href: setting('VITE_SOCIAL_YOUTUBE', 'https://www.youtube.com/') },
  ],
};

/** Both brands' support addresses, for pages that name them side by side. */
export const brandSupportEmails: Readonly<Record<keyof typeof supportEmails, string>> = supportEmails;
