import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/**
 * One press sends a form guarded by the bot check (registration, feedback). When the check is
 * all that is missing, because it is still being solved, the press waits for it (`waiting`
 * tells the widget to solve and the button to show that it works) and sends once it is solved.
 * A check that fails ends the wait with the form's errors shown, as any refused press does.
 */
export function useBotCheckedSubmit<Values extends { altcha: string }>(
  form: UseFormReturnType<Values>,
  send: (values: Values) => void,
  showErrors: (errors: Record<string, unknown>) => void,
) {
  const [waiting, setWaiting] = useState(false);
  // Read in the widget's callback, which may come before the press has re-rendered anything.
  const waitingRef = useRef(false);
  const wait = (on: boolean) => {
    waitingRef.current = on;
    setWaiting(on);
  };

  const check = (mayWait: boolean) =>
    form.onSubmit(send, (errors) => {
      if (mayWait && Object.keys(errors).every((field) => field === 'altcha')) {
        // The check's own "required" is no error while it is being solved.
        form.clearErrors();
        wait(true);
      } else showErrors(errors);
    });
  const submit = (event?: FormEvent<HTMLFormElement>) => check(true)(event);

  /** The widget's answer: the solved payload, or null once unsolved, expired or failed. */
  const onBotCheck = (payload: string | null) => {
    form.setValues({ altcha: payload ?? '' } as Partial<Values>);
    if (payload) form.clearFieldError('altcha');
    if (!waitingRef.current) return;
    wait(false);
    check(false)();
  };

  return { submit, onBotCheck, waiting };
}
