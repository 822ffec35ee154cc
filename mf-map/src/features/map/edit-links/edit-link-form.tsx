import { useRulesForm } from '@groupmap/app-kit/forms';
import { editLinkMessages, TEXT_LIMITS, validationMessages } from '@groupmap/contracts';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '../components/form-field';
import { useRequestEditLink } from './request-edit-link';
import './edit-links.css';

const TEXT = editLinkMessages;

interface EditLinkValues {
  email: string;
}

/**
 * Only a loose check before sending: the service judges the address ("Invalid email address") with
 * zod, which the map page never loads.
 */
const rules = ({ email }: EditLinkValues) => ({
  email: email.trim().includes('@') ? null : validationMessages.invalidEmail,
});

export interface EditLinkFormProps {
  mapId: number;
  /** True from the add form: the service keeps the address for this visitor's identity first. */
  remember: boolean;
  /** The lead above the field, until the link is sent. */
  help: string;
  /** Sent before (the add form's offer remembers it when its panel closes and opens again). */
  sent?: boolean;
  onSent?: () => void;
  /** Shown under "Check your email for a link" (the dialog's "Close"). */
  afterSent?: ReactNode;
}

/**
 * "Email" and "Send me a link" (issue 26), then "Check your email for a link" in their place; a
 * refusal (invalid address, too many attempts) is the service's text, shown under the field.
 */
export function EditLinkForm({ mapId, remember, help, sent = false, onSent, afterSent }: EditLinkFormProps) {
  const id = useId();
  const send = useRequestEditLink(mapId, remember, onSent);
  const { control, handleSubmit } = useRulesForm<EditLinkValues>({ email: '' }, rules);
  if (sent || send.isSuccess) {
    return <EditLinkSent focus={send.isSuccess}>{afterSent}</EditLinkSent>;
  }

  const refusalId = `${id}-refusal`;
  const refusal = send.error?.message;
  const submit = handleSubmit(({ email }) => {
    if (!send.isPending) send.mutate(email.trim());
  });
  return (
    <form className="edit-link-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="edit-link-form__help">{help}</p>
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <FormField
            id={`${id}-email`}
            label={TEXT.email}
            error={fieldState.error?.message}
            describedBy={refusal ? refusalId : undefined}
            required
          >
            <input
              {...field}
              type="email"
              className="gm-input"
              maxLength={TEXT_LIMITS.email}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          </FormField>
        )}
      />
      {refusal && (
        <p id={refusalId} className="edit-link-form__error" role="alert">
          {refusal}
        </p>
      )}
      <div className="edit-link-form__actions">
        <button type="submit" className="gm-button" disabled={send.isPending} aria-busy={send.isPending}>
          {TEXT.sendLink}
        </button>
      </div>
    </form>
  );
}

/**
 * The one answer, whether or not the address matched anything. It takes the focus when it has just
 * replaced the form, whose button had it.
 */
function EditLinkSent({ focus, children }: { focus: boolean; children?: ReactNode }) {
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) status.current?.focus();
  }, [focus]);
  return (
    <div className="edit-link-form">
      <p ref={status} className="edit-link-form__sent" role="status" tabIndex={-1}>
        {TEXT.checkEmail}
      </p>
      <p className="edit-link-form__help">{TEXT.checkEmailHelp}</p>
      {children}
    </div>
  );
}
