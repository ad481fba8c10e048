import '../admin.css';
import { useQuery } from '@apollo/client/react';
import { queryError } from '../../../shared/ui/load-states';
import { MailTable } from '../components/mail-table';
import { outboxQuery } from '../graphql/outbox.graphql';
import { useResendMail } from '../lib/use-resend-mail';

/** The admin's Mail screen: the outbox, newest first; each mail opens to its subject and body; a failed one is resent. */
export function MailPage() {
  const outbox = useQuery(outboxQuery, { fetchPolicy: 'cache-and-network' });
  const { resending, resendMail } = useResendMail(outbox.refetch);

  return (
    <section className="page" aria-labelledby="mail-title">
      <div className="page-header">
        <div>
          <h1 id="mail-title">Mail</h1>
          <p className="muted">
            The outbox, newest first. Open a mail to read it. A failed mail can be sent again: it goes back to pending
            for a new round of tries.
          </p>
        </div>
        <div className="page-header-actions">
          <button type="button" className="button button--secondary" onClick={() => void outbox.refetch()}>
            Refresh
          </button>
        </div>
      </div>

      <MailTable
        mails={outbox.data?.outbox}
        error={queryError(outbox, 'The outbox could not be loaded.')}
        resending={resending}
        onResend={(mail) => void resendMail(mail.id, mail.to)}
      />
    </section>
  );
}
