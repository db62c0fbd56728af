import { useState } from 'react';
import { failureText } from '../api/http';

/** A step the user starts and waits on (a query, a dialog's confirm): whether it is at work, and the server's refusal of the last try. */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  /** Runs the step; resolves to whether it went through, its refusal kept in `failure` otherwise. */
  const attempt = async (run: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure('');
    try {
      await run();
      return true;
    } catch (e) {
      setFailure(failureText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, attempt };
}
