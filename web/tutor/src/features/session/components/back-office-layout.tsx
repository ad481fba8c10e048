import '../back-office-layout.css';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { Role } from '../../../gql/graphql';
import { productName } from '../../../shared/branding';
import { roleLabel } from '../lib/role-label';
import { SignOutButton } from './sign-out-button';

type BackOfficeLayoutProps = {
  name: string;
  role: Role;
  children: ReactNode;
};

/** The frame of every back-office page: brand, navigation, the signed-in tutor and sign-out. */
export function BackOfficeLayout({ name, role, children }: BackOfficeLayoutProps) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header-inner">
          <div className="brand">
            <span className="brand-name">{productName}</span>
            <span className="brand-tag">Back office</span>
          </div>
          <nav className="app-nav" aria-label="Main">
            {/* Short names, so an admin's nine links fit one row at 1280 px; they wrap on a phone. */}
            <NavLink to="/" end>
              Queue
            </NavLink>
            <NavLink to="/my-work">My work</NavLink>
            <NavLink to="/api-keys">API keys</NavLink>
            {role === 'ADMIN' ? (
              <>
                <NavLink to="/people">People</NavLink>
                <NavLink to="/claims">Claims</NavLink>
                <NavLink to="/mail">Mail</NavLink>
                <NavLink to="/admin/webhooks">Webhooks</NavLink>
                <NavLink to="/admin/turnaround">Turnaround</NavLink>
                <NavLink to="/agreement">Agreement</NavLink>
              </>
            ) : null}
          </nav>
          <div className="user-box">
            <div className="user-identity">
              <span className="user-name">{name}</span>
              <span className={`role-badge role-${role.toLowerCase()}`}>{roleLabel(role)}</span>
            </div>
            <SignOutButton className="button button--on-dark" />
          </div>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
