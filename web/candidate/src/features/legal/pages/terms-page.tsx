import { LegalPage } from './legal-page';

/** Terms and Conditions (short form until the public site is built). */
export function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions">
      <p>
        By creating an account you agree to use the mock tests for your own exam preparation. Tests, questions and
        evaluations are provided for practice; scores are indicative and are not official exam results.
      </p>
      <p>
        Plans give access for the period shown when you buy them. Do not share your account or copy the test material.
        Questions about these terms can be sent to our support team by e-mail.
      </p>
    </LegalPage>
  );
}
