import { brand } from '../../../shared/brand';
import { LegalPage } from './legal-page';

/** Terms and Conditions. */
export function TermsPage() {
  const email = <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>;
  return (
    <LegalPage title="Terms and Conditions" updated="December 13, 2023">
      <p>
        These terms govern your use of {brand.productName}, its website and its mock tests. By creating an account or
        buying a plan you accept them. If you do not agree, please do not use the service.
      </p>

      <h2>1. The service</h2>
      <p>
        {brand.productName} offers timed writing mock tests for English exams and evaluations written by human tutors.
        Scores are indicative: they estimate your level against the official criteria, but they are not official exam
        results, and no test owner endorses them.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must give accurate details and keep your login to yourself.</li>
        <li>One account is for one person. Do not share it or let others write tests in your name.</li>
        <li>You are responsible for what happens in your account; tell us at once if you suspect misuse.</li>
      </ul>

      <h2>3. Plans and payment</h2>
      <ul>
        <li>
          A plan gives you the number of mock tests, the evaluation time and the access period shown when you buy it.
          Standard access lasts three months.
        </li>
        <li>You choose the exam when you buy. The plan's tests belong to that exam.</li>
        <li>Prices are shown in US dollars and charged by our card payment provider.</li>
      </ul>

      <h2>4. Evaluations</h2>
      <p>
        Tutors aim to release each evaluation within the time your plan promises. Occasionally it may take longer; if it
        does, we will tell you and put it right.
      </p>

      <h2>5. Refunds</h2>
      <p>
        If something went wrong with your plan, write to us as soon as you can. We review every refund request fairly
        and answer within a few working days.
      </p>

      <h2>6. Acceptable use</h2>
      <ul>
        <li>Do not copy, publish or sell the test material, evaluations or revised answers.</li>
        <li>Do not try to break, overload or get around the security of the service.</li>
        <li>Submit your own writing; answers copied from elsewhere may be refused an evaluation.</li>
      </ul>

      <h2>7. Our content</h2>
      <p>
        The mock tests, tasks and evaluations belong to us or our licensors. Your answers remain yours; you allow us to
        store them and show them to tutors so that they can evaluate them.
      </p>

      <h2>8. Liability</h2>
      <p>
        We provide the service with care, but we cannot promise a particular result in your real exam. To the extent the
        law allows, our liability is limited to the amount you paid for your plan.
      </p>

      <h2>9. Changes and ending</h2>
      <p>
        We may update these terms; the date above shows the latest version. You can close your account at any time. We
        may suspend an account that breaks these terms.
      </p>

      <h2>10. Contact</h2>
      <p>Questions about these terms: {email}.</p>
    </LegalPage>
  );
}
