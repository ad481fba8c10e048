import { brand } from '../../../shared/brand';
import { LegalPage } from './legal-page';

/** Privacy Policy. */
export function PrivacyPage() {
  const email = <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>;
  return (
    <LegalPage title="Privacy Policy" updated="December 13, 2023">
      <p>
        This policy explains what personal data {brand.productName} collects when you use our website and mock tests,
        why we collect it, and the choices you have. By using the service you agree to the practices described here.
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and profile photo, received from our identity
          provider when you sign up or log in with e-mail and password or with Google.
        </li>
        <li>
          <strong>Profile choices:</strong> your target exam, target scores, country, education and study destination.
        </li>
        <li>
          <strong>Your writing:</strong> the answers you write in our mock tests, how long you took, and the evaluations
          our tutors write about them.
        </li>
        <li>
          <strong>Purchases:</strong> the plan you bought, its price and dates. Card details go directly to our payment
          provider; we never see or store your card number.
        </li>
        <li>
          <strong>Technical data:</strong> basic server logs (such as your IP address and browser type) that keep the
          service secure and working.
        </li>
      </ul>

      <h2>2. How we use your information</h2>
      <ul>
        <li>To create and run your account and give you access to the mock tests of your plan.</li>
        <li>To let a tutor evaluate your answers and to show you the results.</li>
        <li>To process payments and keep the records the law requires.</li>
        <li>To answer your support requests and tell you about changes to the service.</li>
        <li>To find and fix problems and to protect the service against abuse.</li>
      </ul>
      <p>We do not sell your personal data, and we do not use your writing to advertise to you.</p>

      <h2>3. Sign-in and identity</h2>
      <p>
        Sign-in is handled by a third-party identity service. When you log in with e-mail and password, your password is
        checked by that service and never reaches our servers. When you log in with Google, Google shares your name,
        e-mail address and photo with us.
      </p>

      <h2>4. Cookies and local storage</h2>
      <p>
        We use your browser's storage for things the site needs: keeping you signed in, remembering that you accepted
        this notice, the exam and plan you chose before signing up, and saving drafts of your answers. We do not use
        advertising cookies.
      </p>

      <h2>5. Sharing your information</h2>
      <p>
        We share data only with the providers that run parts of the service for us (hosting, identity, payments and
        e-mail), under contracts that oblige them to protect it, and with authorities when the law requires it.
      </p>

      <h2>6. How long we keep it</h2>
      <p>
        We keep your account and writing while your account is open, so that you can go back to your evaluations.
        Payment records are kept as long as tax law requires. When you delete your account, the rest is removed within
        30 days.
      </p>

      <h2>7. Your rights</h2>
      <p>
        You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Write to{' '}
        {email} and we will answer within 30 days.
      </p>

      <h2>8. Children</h2>
      <p>
        The service is not meant for children under 13, and we do not knowingly collect data from them. If you believe a
        child under 13 has given us personal data, contact us and we will delete it.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of this page, and for important changes we tell
        registered users by e-mail.
      </p>

      <h2>10. Contact</h2>
      <p>Questions about this policy or your data: {email}.</p>
    </LegalPage>
  );
}
