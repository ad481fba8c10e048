import { LegalPage } from './legal-page';

/** Privacy Policy (short form until the public site is built). */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="December 13, 2023">
      <p>
        We store your name, e-mail address, profile choices and the answers you write, so that tutors can evaluate them
        and you can read the results. Sign-in is handled by our identity provider; we never see your password.
      </p>
      <p>
        We do not sell your data. You can ask us by e-mail to export or delete it. The service is not meant for children
        under 13.
      </p>
    </LegalPage>
  );
}
