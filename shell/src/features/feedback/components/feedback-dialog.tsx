import { toast, useSession } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { TextField } from '../../../components/text-field';
import { sendFeedback } from '../api/send-feedback';
import { feedbackLabels } from '../feedback-labels';
import { feedbackRequest } from '../lib/feedback-request';
import './feedback-dialog.css';

const MESSAGE_ROWS = 5;

/**
 * The form inside the dialog. It unmounts when the dialog closes, so every opening starts empty.
 * Signed-in users see no e-mail field: their account's address is sent.
 */
function FeedbackForm({ onSent }: { onSent: () => void }) {
  const session = useSession();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ message?: string; email?: string }>({});
  const [pending, setPending] = useState(false);
  const messageInput = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const emailInput = useRef<HTMLTextAreaElement & HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const check = feedbackRequest(session, { message, email });
    if (!check.ok) {
      setErrors(check.errors);
      (check.errors.message ? messageInput : emailInput).current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const sent = await sendFeedback(check.body);
    setPending(false);
    const text = sent ? messages.toasts.feedbackSent : messages.toasts.feedbackFailed;
    toast({ title: text.title, description: text.description, variant: text.variant });
    if (sent) onSent();
  }

  return (
    <form className="feedback-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={feedbackLabels.message}
        name="message"
        rows={MESSAGE_ROWS}
        required
        value={message}
        onChange={setMessage}
        error={errors.message}
        inputRef={messageInput}
      />
      {session.status !== 'signed-in' && (
        <TextField
          label={feedbackLabels.email}
          hint={feedbackLabels.emailHint}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          inputRef={emailInput}
        />
      )}
      <div className="gm-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="gm-button gm-button--secondary">
            {feedbackLabels.cancel}
          </button>
        </Dialog.Close>
        <button type="submit" className="gm-button" disabled={pending} aria-busy={pending}>
          {pending ? feedbackLabels.submitting : feedbackLabels.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * The feedback dialog (spec section 2). Radix Dialog traps focus inside, closes on Escape or a click
 * outside, and here gives focus back to the Feedback button. Loaded when the visitor first reaches for
 * the button, so pages do not pay for it up front.
 */
export default function FeedbackDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it gets the focus back (it is not a Radix Dialog.Trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="gm-dialog-overlay" />
        <Dialog.Content
          className="gm-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className="gm-dialog__title">{feedbackLabels.title}</Dialog.Title>
          <Dialog.Description className="gm-dialog__description">
            {feedbackLabels.description}
          </Dialog.Description>
          <FeedbackForm onSent={() => onOpenChange(false)} />
          <Dialog.Close className="gm-dialog__close" aria-label={feedbackLabels.close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
