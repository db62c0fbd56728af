import { useState } from 'react';
import { failureText } from '../../../api/http';

/** A dialog's save: busy while it runs, and the failure shown inside the dialog rather than as a toast. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure('');
    try {
      await work();
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run, clearFailure: () => setFailure('') };
}
