import { messages } from '@groupmap/contracts';
import { useDocumentTitle } from '../page/use-document-title';
import { errorMessage } from './error-message';

export interface ErrorScreenProps {
  /** Whatever was thrown; it need not be an Error. */
  error: unknown;
  /** Shown as a "Try again" button when given. */
  onRetry?: () => void;
}

/**
 * The spec's generic error screen: "Something went wrong" and the error's message, or "An unexpected
 * error occurred" when it has none.
 */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  useDocumentTitle(messages.somethingWentWrong);
  return (
    <div className="gm-error-screen" role="alert">
      <h1 className="gm-error-screen__title">{messages.somethingWentWrong}</h1>
      <p className="gm-error-screen__message">{errorMessage(error) ?? messages.unexpectedError}</p>
      {onRetry && (
        <button type="button" className="gm-button" onClick={onRetry}>
          {messages.tryAgain}
        </button>
      )}
    </div>
  );
}
