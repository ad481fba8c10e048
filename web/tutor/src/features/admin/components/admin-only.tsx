import { useQuery } from '@apollo/client/react';
import { LoadingState } from '@mocktest/web-shared/ui';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../app/not-found-page';
import { meQuery } from '../../session/graphql/me.query';

/** The admin screens exist for admins only: anyone else gets the back office's not-found page (the server refuses them too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data } = useQuery(meQuery);
  if (!data) return <LoadingState label="Loading your account…" />;
  return data.me.role === 'ADMIN' ? children : <NotFoundPage />;
}
