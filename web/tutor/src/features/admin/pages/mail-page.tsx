import '../admin.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Fragment, useState } from 'react';
import { toast } from 'sonner';
import type { MailStatus } from '../../../gql/graphql';
import { outboxQuery, resendMailMutation } from '../graphql/outbox.graphql';

const statusLabels: Record<MailStatus, { label: string; className: string }> = {
  PENDING: { label: 'Pending', className: 'status-mine' },
  SENT: { label: 'Sent', className: 'status-done' },
  FAILED: { label: 'Failed', className: 'status-failed' },
};

/** The admin's Mail screen: the outbox, newest first; each mail opens to its subject and body; a failed one is resent. */
export function MailPage() {
  const { data, error, refetch } = useQuery(outboxQuery, { fetchPolicy: 'cache-and-network' });
  const [resend] = useMutation(resendMailMutation);
  const [resending, setResending] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  async function resendMail(id: string, to: string) {
    setResending(id);
    try {
      await resend({ variables: { id } });
      toast.success(`The mail to ${to} is back in the outbox and will be sent again.`);
    } catch (caught) {
      toast.error(describeError(caught).message);
      void refetch();
    } finally {
      setResending(null);
    }
  }

  const mails = data?.outbox;
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
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Refresh
          </button>
        </div>
      </div>

      {error ? (
        <ErrorAlert
          title="The outbox could not be loaded."
          message={describeError(error).message}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!mails && !error ? <LoadingState label="Loading the outbox…" /> : null}
      {mails && mails.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">The outbox is empty.</p>
          <p className="muted">Mails appear here as soon as the platform writes them.</p>
        </div>
      ) : null}
      {mails && mails.length > 0 ? (
        <div className="card card-flush table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Outbox, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Tries</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => {
                const status = statusLabels[mail.status];
                const isOpen = open === mail.id;
                const bodyId = `mail-body-${mail.id}`;
                return (
                  <Fragment key={mail.id}>
                    <tr className={mail.status === 'FAILED' ? 'row-failed' : undefined}>
                      <td data-label="Written">
                        <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                      </td>
                      <td data-label="To" className="cell-break">
                        {mail.to}
                      </td>
                      <td data-label="Subject" className="cell-strong">
                        {mail.subject}
                      </td>
                      <td data-label="Status">
                        <span className={`status-badge ${status.className}`}>{status.label}</span>
                        {mail.sentAt ? (
                          <span className="muted small mail-detail">{formatDateTime(mail.sentAt)}</span>
                        ) : null}
                        {mail.lastError ? <span className="mail-error mail-detail">{mail.lastError}</span> : null}
                      </td>
                      <td data-label="Tries">{mail.tries}</td>
                      <td className="cell-action mail-actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? bodyId : undefined}
                          aria-label={`${isOpen ? 'Close' : 'Open'} the mail to ${mail.to}: ${mail.subject}`}
                          onClick={() => setOpen(isOpen ? null : mail.id)}
                        >
                          {isOpen ? 'Close' : 'Open'}
                        </button>
                        {mail.status === 'FAILED' ? (
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={`Resend the mail to ${mail.to}: ${mail.subject}`}
                            disabled={resending === mail.id}
                            aria-busy={resending === mail.id}
                            onClick={() => void resendMail(mail.id, mail.to)}
                          >
                            Resend
                          </button>
                        ) : null}
                      </td>
                    </tr>
                    {isOpen ? (
                      <tr className="mail-open-row">
                        <td colSpan={6} className="mail-open-cell">
                          <section id={bodyId} className="mail-open" aria-label={`The mail to ${mail.to}`}>
                            <p className="mail-open-meta muted small">
                              To {mail.to}, written {formatDateTime(mail.createdAt)}
                            </p>
                            <h2 className="mail-open-subject">{mail.subject}</h2>
                            <pre className="mail-open-body">{mail.text}</pre>
                          </section>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
