import { useState, type FormEvent } from 'react';

/**
 * A console form's sending: `busy` while it runs, then `done` with its result — or the refusal kept
 * in `problem` (shown in the form, cleared when it is sent again).
 */
export function useSubmit<T>(run: () => Promise<T>, done: (result: T) => unknown) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await done(await run());
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return { busy, problem, submit };
}
