import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AttemptFirstReadQuery } from '../graphql/first-read.operations';
import { firstReadPollInterval } from '../lib/first-read-poll';

/**
 * An attempt's automatic first read, asked for again every few seconds while it is pending (for a couple of minutes),
 * and again whenever the page comes back into view while it still is.
 */
export function useFirstRead(attemptId: string, skip = false) {
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const query = useQuery(AttemptFirstReadQuery, { variables: { attemptId }, skip: skip || attemptId === '' });
  const attempt = query.data?.attempt ?? null;
  const status = attempt?.firstRead?.status ?? null;
  const interval = firstReadPollInterval(status, now - openedAt);
  const { refetch } = query;

  useEffect(() => {
    if (interval === 0) return;
    const id = window.setInterval(() => {
      setNow(Date.now());
      void refetch().catch(() => undefined);
    }, interval);
    return () => window.clearInterval(id);
  }, [interval, refetch]);

  useEffect(() => {
    if (status !== 'PENDING') return;
    const again = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [status, refetch]);

  return { firstRead: attempt?.firstRead ?? null, error: query.error };
}
