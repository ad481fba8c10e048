import { formatDateTime } from '@mocktest/web-shared/format';
import { useState } from 'react';
import type { AdminOutboxQuery, MailStatus } from '../../../gql/graphql';
import { actionColumn, type Column, DataTable } from '../../../shared/ui/data-table';
import { EmptyState, type LoadError } from '../../../shared/ui/load-states';
import { MailActions } from './mail-actions';

type Mail = AdminOutboxQuery['outbox'][number];

const statusLabels: Record<MailStatus, { label: string; className: string }> = {
  PENDING: { label: 'Pending', className: 'status-mine' },
  SENT: { label: 'Sent', className: 'status-done' },
  FAILED: { label: 'Failed', className: 'status-failed' },
};

const bodyId = (mail: Mail) => `mail-body-${mail.id}`;

function MailStatusCell({ mail }: { mail: Mail }) {
  const status = statusLabels[mail.status];
  return (
    <>
      <span className={`status-badge ${status.className}`}>{status.label}</span>
      {mail.sentAt ? <span className="muted small mail-detail">{formatDateTime(mail.sentAt)}</span> : null}
      {mail.lastError ? <span className="mail-error mail-detail">{mail.lastError}</span> : null}
    </>
  );
}

function OpenMail({ mail }: { mail: Mail }) {
  return (
    <section id={bodyId(mail)} className="mail-open" aria-label={`The mail to ${mail.to}`}>
      <p className="mail-open-meta muted small">
        To {mail.to}, written {formatDateTime(mail.createdAt)}
      </p>
      <h2 className="mail-open-subject">{mail.subject}</h2>
      <pre className="mail-open-body">{mail.text}</pre>
    </section>
  );
}

type MailTableProps = {
  mails: Mail[] | undefined;
  error: LoadError | null;
  resending: string | null;
  onResend: (mail: Mail) => void;
};

/** The outbox as a table; a mail opens to its subject and body in a row under its own. */
export function MailTable({ mails, error, resending, onResend }: MailTableProps) {
  const [open, setOpen] = useState<string | null>(null);
  const columns: Column<Mail>[] = [
    { header: 'Written', cell: (mail) => <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time> },
    { header: 'To', className: 'cell-break', cell: (mail) => mail.to },
    { header: 'Subject', className: 'cell-strong', cell: (mail) => mail.subject },
    { header: 'Status', cell: (mail) => <MailStatusCell mail={mail} /> },
    { header: 'Tries', cell: (mail) => mail.tries },
    actionColumn(
      (mail) => (
        <MailActions
          mail={mail}
          isOpen={open === mail.id}
          bodyId={bodyId(mail)}
          resending={resending === mail.id}
          onToggle={() => setOpen(open === mail.id ? null : mail.id)}
          onResend={() => onResend(mail)}
        />
      ),
      'cell-action mail-actions',
    ),
  ];
  return (
    <DataTable
      rows={mails}
      error={error}
      loadingLabel="Loading the outbox…"
      empty={<EmptyState title="The outbox is empty." hint="Mails appear here as soon as the platform writes them." />}
      caption="Outbox, newest first"
      columns={columns}
      rowKey={(mail) => mail.id}
      rowClassName={(mail) => (mail.status === 'FAILED' ? 'row-failed' : undefined)}
      expansion={{
        render: (mail) => (open === mail.id ? <OpenMail mail={mail} /> : null),
        rowClassName: 'mail-open-row',
        cellClassName: 'mail-open-cell',
      }}
    />
  );
}
