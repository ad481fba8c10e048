import { brand } from '../../../shared/brand';
import { InfoPage } from './info-page';

/** How to reach support. */
export function ContactPage() {
  return (
    <InfoPage title="Contact us" lead="Questions about your account, a plan or an evaluation? We are happy to help.">
      <div className="contact-card">
        <h2>E-mail support</h2>
        <p>
          Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and a member of our team will
          answer, usually within one working day.
        </p>
      </div>
      <h2>Help us help you faster</h2>
      <ul>
        <li>Write from the e-mail address you use to log in.</li>
        <li>Name the exam and, for an evaluation, the mock test it is about.</li>
        <li>For a payment question, include the date and amount, never your card number.</li>
      </ul>
      <p>
        Longer access than the standard three months and one-on-one video sessions with a tutor are available on
        request: just ask.
      </p>
    </InfoPage>
  );
}
