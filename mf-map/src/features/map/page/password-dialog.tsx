import { messages } from '@groupmap/contracts';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { MapDetails } from '../api/get-map';
import { PageDialog } from '../components/page-dialog';
import './password-form.css';
import { useVerifyMapPassword } from './verify-map-password';

interface PasswordDialogProps {
  map: Pick<MapDetails, 'id' | 'permalink'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * "Password Protected Map" (spec sections 2 and 4): one password field and "View Map", reading
 * "Verifying..." while the check runs. A wrong password leaves the dialog open for another try: the
 * toast says why, and so does the field itself, since a modal dialog hides the page's toast region
 * from assistive technology and the toast goes after 5 seconds. A right one makes the page viewable,
 * which unmounts the gate and this dialog.
 */
export default function PasswordDialog({ map, open, onOpenChange, opener }: PasswordDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const verify = useVerifyMapPassword(map);
  const refusal = verify.error?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    verify.mutate(password, {
      // Back to the field, its text selected, ready for another try.
      onError: () => {
        input.current?.focus();
        input.current?.select();
      },
    });
  }

  return (
    <PageDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.mapPage.passwordProtectedMap}
      opener={opener}
    >
      <form className="password-form" onSubmit={submit}>
        <label className="password-form__label" htmlFor={inputId}>
          {messages.mapPage.enterPassword}
        </label>
        <input
          ref={input}
          id={inputId}
          className="gm-input password-form__input"
          type="password"
          name="map-password"
          autoComplete="off"
          required
          value={password}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            if (verify.isError) verify.reset();
          }}
        />
        {refusal && (
          <p id={errorId} className="password-form__error">
            {refusal}
          </p>
        )}
        <button type="submit" className="gm-button" disabled={verify.isPending} aria-busy={verify.isPending}>
          {verify.isPending ? messages.mapPage.verifying : messages.mapPage.viewMap}
        </button>
      </form>
    </PageDialog>
  );
}
