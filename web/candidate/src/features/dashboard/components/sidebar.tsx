import { Link, NavLink } from 'react-router';
import { UserAvatar } from './user-avatar';

type SidebarProps = {
  id: string;
  open: boolean;
  name: string;
  email: string | null;
  photoUrl: string | null;
  emailVerified: boolean;
  showUpgrade: boolean;
  onNavigate: () => void;
  onLogout: () => void;
};

/** The user card and the dashboard's navigation. */
export function Sidebar(props: SidebarProps) {
  const { id, open, name, email, photoUrl, emailVerified, showUpgrade, onNavigate, onLogout } = props;
  const linkClass = ({ isActive }: { isActive: boolean }) => `sidebar__link${isActive ? ' sidebar__link--active' : ''}`;
  return (
    <aside id={id} className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label="Dashboard">
      <div className="sidebar__user">
        <UserAvatar name={name} photoUrl={photoUrl} />
        <div className="sidebar__identity">
          <p className="sidebar__name">{name}</p>
          {email && <p className="sidebar__email">{email}</p>}
          <p className={`badge ${emailVerified ? 'badge--ok' : 'badge--muted'}`}>
            {emailVerified ? 'Verified' : 'Not Verified'}
          </p>
        </div>
      </div>
      <nav className="sidebar__nav" aria-label="Main">
        <NavLink to="/dashboard/writingtasks" className={linkClass} onClick={onNavigate}>
          Writing Tasks
        </NavLink>
        <NavLink to="/dashboard/progress" className={linkClass} onClick={onNavigate}>
          Progress
        </NavLink>
        <NavLink to="/dashboard/profile" className={linkClass} onClick={onNavigate}>
          My Profile
        </NavLink>
        <button type="button" className="sidebar__link sidebar__logout" onClick={onLogout}>
          Logout
        </button>
      </nav>
      {showUpgrade && (
        <Link
          to="/dashboard/upgrade"
          className="button button--accent button--block sidebar__upgrade"
          onClick={onNavigate}
        >
          Upgrade
        </Link>
      )}
    </aside>
  );
}
