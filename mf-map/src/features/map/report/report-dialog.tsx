import { useToast } from '@groupmap/app-kit';
import {
  locationReportMessages,
  moderationToasts,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { PageDialog } from '../components/page-dialog';
import { toastFrom } from '../hooks/location-toasts';
import { reportLocation } from './report-api';
import './report-dialog.css';

const TEXT = locationReportMessages;

interface ReportDialogProps {
  mapId: number;
  locationId: number;
  onClose: () => void;
  /** The "Report" button that opened it: focus goes back there. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * "Report this location" (issue 25): a reason ("Spam", "Wrong or outdated", "Offensive", "Other"), an
 * optional note of at most 500 characters, and "Send report". Sent, it closes with "Thanks for
 * reporting"; refused (reported before, one's own, too many), it stays open and says why, in the
 * dialog as well as the toast (a modal dialog hides the page's toast region from assistive
 * technology). Imported lazily, when "Report" is first pressed.
 */
export default function ReportDialog({ mapId, locationId, onClose, opener }: ReportDialogProps) {
  const { toast } = useToast();
  const noteId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () => reportLocation(mapId, locationId, { reason, note: note.trim() || null }),
    onSuccess: (outcome) => {
      if (!outcome.ok) {
        toast(toastFrom(moderationToasts.reportFailed, outcome.message));
        return;
      }
      toast(toastFrom(moderationToasts.reportSent));
      onClose();
    },
  });
  const refusal = send.data && !send.data.ok ? send.data.message : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!send.isPending) send.mutate();
  }

  return (
    <PageDialog open onOpenChange={(open) => !open && onClose()} title={TEXT.dialogTitle} opener={opener}>
      <form className="report-form" onSubmit={submit}>
        <fieldset className="report-form__reasons">
          <legend className="report-form__label">{TEXT.reason}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="report-form__reason">
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {TEXT.reasons[value]}
            </label>
          ))}
        </fieldset>
        <label className="report-form__label" htmlFor={noteId}>
          {TEXT.note}
        </label>
        <textarea
          id={noteId}
          className="gm-input report-form__note"
          rows={3}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          value={note}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {refusal && (
          <p id={errorId} className="report-form__error" role="alert">
            {refusal}
          </p>
        )}
        <div className="report-form__actions">
          <button type="submit" className="gm-button" disabled={send.isPending} aria-busy={send.isPending}>
            {TEXT.send}
          </button>
          <button type="button" className="gm-button gm-button--secondary" onClick={onClose}>
            {TEXT.cancel}
          </button>
        </div>
      </form>
    </PageDialog>
  );
}
