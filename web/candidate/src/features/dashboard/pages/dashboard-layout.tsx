import '../dashboard.css';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../../../shared/auth/auth-context';
import { activePlanLevel } from '../../../shared/lib/active-plan';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { OrderNotice } from '../components/order-notice';
import { Sidebar } from '../components/sidebar';
import { logOut } from '../lib/log-out';

const sidebarId = 'dashboard-sidebar';

/** The signed-in shell: top bar, sidebar and the page. */
export function DashboardLayout() {
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = user?.displayName || profile?.fullName || user?.email || 'Candidate';

  async function logout() {
    try {
      await logOut({ state: location.state, navigate, signOut });
    } catch {
      toast.error('Logging out failed. Please try again.');
    }
  }

  return (
    <div className="dashboard">
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
          onLogout={() => void logout()}
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
        <main className="dashboard__main" id="main">
          <OrderNotice />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
