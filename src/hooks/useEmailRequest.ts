import { useState } from 'react';
import { ApiError } from '../client/client';

/**
 * An email field that asks for a mail (forgot password, a new verification link): the value,
 * the request's busy flag and the server's answer, which is the same for every address.
 */
export function useEmailRequest(request: (email: string) => Promise<{ message: string }>) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = async (value: string) => {
    setBusy(true);
    setMessage(undefined);
    setError(undefined);
    try {
      setMessage((await request(value)).message);
    } catch (reason) {
      setError(reason instanceof ApiError ? reason.message : 'Something went wrong; try again.');
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, busy, message, error, submit };
}
