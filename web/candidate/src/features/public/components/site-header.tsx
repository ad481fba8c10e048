import { useEffect, useId, useState } from 'react';
import { BrandHomeLink } from '../../../shared/brand-home-link';

const examLinks = [
  { href: '/ielts', label: 'IELTS' },
  { href: '/oet', label: 'OET' },
  { href: '/pte', label: 'PTE' },
  { href: '/toefl', label: 'TOEFL' },
  { href: '/#pricing', label: 'Pricing' },
];

/** The top navigation; below 900 px it folds into a menu behind the hamburger button. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-container site-header__bar">
        <BrandHomeLink />
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__links">
            {examLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            <a href="/login" className="site-nav__login">
              Login
            </a>
            <a href="/signup" className="button button--primary">
              Get Started
            </a>
          </div>
        </nav>
        <button
          type="button"
          className="icon-button site-header__toggle"
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={menuOpen ? 'hamburger hamburger--open' : 'hamburger'} aria-hidden="true" />
        </button>
      </div>
      <nav id={menuId} className="mobile-menu" aria-label="Mobile" hidden={!menuOpen}>
        <ul className="site-container mobile-menu__links">
          {examLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={() => setMenuOpen(false)}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a href="/about">About</a>
          </li>
          <li>
            <a href="/login">Login</a>
          </li>
          <li>
            <a href="/signup" className="button button--primary button--block">
              Signup
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
