import { toast, useSession } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useRulesForm } from '@groupmap/app-kit/forms';
import { useState, type RefObject } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { sendFeedback } from '../api/send-feedback';
import { feedbackLabels } from '../feedback-labels';
import { feedbackRequest, type FeedbackInput } from '../lib/feedback-request';
import './feedback-dialog.css';

const MESSAGE_ROWS = 5;

/**
 * The form inside the dialog. It unmounts when the dialog closes, so every opening starts empty.
 * Signed-in users see no e-mail field: their account's address is sent.
 */
function FeedbackForm({ onSent }: { onSent: () => void }) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  // Checked on submit only: the errors stay until the next try.
  const { control, handleSubmit } = useRulesForm(
    { message: '', email: '' },
    (values: FeedbackInput) => {
      const check = feedbackRequest(session, values);
      return check.ok ? {} : check.errors;
    },
    { showErrors: 'on-submit' },
  );

  async function send(values: FeedbackInput) {
    if (pending) return;
    const check = feedbackRequest(session, values);
    if (!check.ok) return;
    setPending(true);
    const sent = await sendFeedback(check.body);
    setPending(false);
    const text = sent ? messages.toasts.feedbackSent : messages.toasts.feedbackFailed;
    toast({ title: text.title, description: text.description, variant: text.variant });
    if (sent) onSent();
  }

  return (
    <form className="feedback-form" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <FormTextField
        control={control}
        name="message"
        label={feedbackLabels.message}
        rows={MESSAGE_ROWS}
        required
      />
      {session.status !== 'signed-in' && (
        <FormTextField
          control={control}
          name="email"
          label={feedbackLabels.email}
          hint={feedbackLabels.emailHint}
          type="email"
          autoComplete="email"
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
