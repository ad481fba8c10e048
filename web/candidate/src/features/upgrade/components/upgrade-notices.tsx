import { formatDate } from '@mocktest/web-shared/format';
import type { CurrentProfile } from '../../../shared/auth/auth-context';

/** Above the plans: an expired plan to renew, and the plan picked on the pricing page before signing up. */
export function UpgradeNotices({ profile, pickedName }: { profile: CurrentProfile; pickedName: string | null }) {
  return (
    <>
      {profile.isSubscribed && profile.planExpired && profile.plan && profile.expiryDate && (
        <p className="notice notice--warning" role="status">
          Your {profile.plan.name} plan expired on {formatDate(profile.expiryDate)}. Choose a plan to unlock the tests
          again.
        </p>
      )}
      {pickedName !== null && (
        <p className="notice notice--info" role="status">
          You picked the {pickedName} plan before signing up. Check the course, then choose it below.
        </p>
      )}
    </>
  );
}
