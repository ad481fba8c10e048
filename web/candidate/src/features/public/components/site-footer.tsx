import { brand } from '../../../shared/brand';
import { CopyrightLine } from './copyright-line';
import { SocialLinks } from './social-links';

type FooterLink = { href: string; label: string; newTab?: boolean };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Exams',
    links: [
      { href: '/', label: 'Home' },
      { href: '/ielts', label: 'IELTS' },
      { href: '/oet', label: 'OET' },
      { href: '/pte', label: 'PTE' },
      { href: '/toefl', label: 'TOEFL' },
      { href: '/#pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/careers', label: 'Careers' },
      { href: '/contact', label: 'Contact' },
      { href: '/news', label: 'Latest News' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy Policy', newTab: true },
      { href: '/terms', label: 'Terms and Conditions', newTab: true },
    ],
  },
];

/** Site-wide footer: page links (the policies open in a new tab), social pages and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__name">{brand.productName}</p>
          <p>Timed writing mock tests with expert evaluations for IELTS, OET, PTE and TOEFL.</p>
          <SocialLinks links={brand.socialLinks} />
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  {link.newTab ? (
                    <a href={link.href} target="_blank" rel="noopener">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <a href={link.href}>{link.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-container site-footer__bottom">
        <CopyrightLine />
        <p>
          Support: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </p>
      </div>
    </footer>
  );
}
