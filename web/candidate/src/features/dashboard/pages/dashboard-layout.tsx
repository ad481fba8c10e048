import '../dashboard.css';
import { type ReactNode, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { activePlanLevel } from '../../../shared/lib/active-plan';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { OrderNotice } from '../components/order-notice';
import { RouteAnnouncer } from '../components/route-announcer';
import { Sidebar } from '../components/sidebar';
import { logOut } from '../lib/log-out';

const sidebarId = 'dashboard-sidebar';

/** The signed-in shell: top bar, sidebar and the page (or `children` in its place, while the page loads). */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  // The platform's name first: the candidate may have changed it in the profile since signing up.
  const name = profile?.fullName || user?.displayName || user?.email || 'Candidate';

  // Signs out on arrival (SignOutOnArrival), which a running test may hold until the candidate confirms leaving.
  function logout() {
    void logOut({ state: location.state, navigate });
  }

  return (
    <div className="dashboard">
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link, to #main; the click keeps the move out of the router */}
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          // Focus the page itself: a hash change would go through the router (and a running test's leave guard).
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-button topbar__menu"
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="hamburger" aria-hidden="true" />
        </button>
        <BrandLogo to="/dashboard/writingtasks" />
      </header>
      <div className="dashboard__body">
        <Sidebar
          id={sidebarId}
          open={menuOpen}
          name={name}
          email={user?.email ?? null}
          photoUrl={user?.photoURL ?? profile?.photoUrl ?? null}
          emailVerified={user?.emailVerified ?? false}
          // An expired plan counts as none: the candidate needs the way back to the plans.
          showUpgrade={profile !== null && activePlanLevel(profile) === 0}
          onNavigate={() => setMenuOpen(false)}
          onLogout={logout}
        />
        {menuOpen && (
          <button
            type="button"
            className="sidebar-backdrop"
            aria-label="Close menu"
            tabIndex={-1}
            onClick={() => setMenuOpen(false)}
          />
        )}
        {/* tabIndex -1: the skip link and a new page move the focus here (not a stop for Tab). */}
        <main className="dashboard__main" id="main" tabIndex={-1} ref={main}>
          <OrderNotice />
          {children ?? <Outlet />}
        </main>
        <RouteAnnouncer main={main} />
      </div>
    </div>
  );
}
