import { useMutation } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { useState } from 'react';
import { toast } from 'sonner';
import { resendMailMutation } from '../graphql/outbox.graphql';

/** Puts a failed mail back in the outbox; `resending` is the mail under way, so only its button waits. */
export function useResendMail(refetch: () => Promise<unknown>) {
  const [resend] = useMutation(resendMailMutation);
  const [resending, setResending] = useState<string | null>(null);

  async function resendMail(id: string, to: string) {
    setResending(id);
    try {
      await resend({ variables: { id } });
      toast.success(`The mail to ${to} is back in the outbox and will be sent again.`);
    } catch (caught) {
      toast.error(describeError(caught).message);
      void refetch().catch(() => undefined);
    } finally {
      setResending(null);
    }
  }

  return { resending, resendMail };
}
