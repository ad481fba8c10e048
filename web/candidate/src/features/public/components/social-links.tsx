import type { SocialLink } from '../../../shared/brand';

const iconPaths: Record<SocialLink['network'], string> = {
  facebook: 'M14 8.5V6.8c0-.8.5-1 1-1h2.4V2.1L14.1 2C10.9 2 10 4.4 10 6.4v2.1H7.6V12H10v10h4V12h3.1l.4-3.5H14z',
  instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 7.9c-.1-1.5-.4-2.9-1.5-4S17.1 2.5 15.6 2.4C14.1 2.3 9.9 2.3 8.4 2.4 6.9 2.5 5.5 2.8 4.4 3.9S3 6.3 2.9 7.8c-.1 1.5-.1 5.7 0 7.2.1 1.5.4 2.9 1.5 4s2.5 1.4 4 1.5c1.5.1 5.7.1 7.2 0 1.5-.1 2.9-.4 4-1.5s1.4-2.5 1.5-4c.1-1.5.1-5.6-.1-7.1zm-2 8.9a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z',
  linkedin:
    'M6.9 21H3.2V9h3.7v12zM5 7.4a2.1 2.1 0 1 1 0-4.3 2.1 2.1 0 0 1 0 4.3zM21 21h-3.7v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.4V9h3.5v1.6h.1a3.9 3.9 0 0 1 3.5-1.9c3.7 0 4.4 2.4 4.4 5.6V21z',
  youtube:
    'M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.8 12 4.8 12 4.8s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2C1.1 8.9 1.1 12 1.1 12s0 3.1.4 4.8a2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM9.8 15.1V8.9l5.7 3.1-5.7 3.1z',
};

/** Icon links to the provider's social pages; each opens in a new tab. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={iconPaths[link.network]} />
            </svg>
            <span className="visually-hidden">{link.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
