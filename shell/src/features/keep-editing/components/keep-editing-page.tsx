import { useDocumentTitle } from '@groupmap/app-kit';
import { editLinkAnswers, editLinkMessages } from '@groupmap/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useContinueEditLink } from '../api/continue-edit-link';
import '../../../components/link-page.css';

const TEXT = editLinkMessages;

/**
 * /keep-editing?token=... (issue 26): the page a contributor's mailed link opens, on the device they
 * want to keep editing from. Nothing is sent on load (mail scanners open links): "Continue" posts the
 * token, then the page says what happened, with the way to the map or to the start page. Loaded lazily.
 */
export default function KeepEditingPage() {
  useDocumentTitle(TEXT.pageTitle);
  const token = useSearchParams()[0].get('token');
  const proceed = useContinueEditLink();

  let content: ReactNode;
  if (!token) {
    content = <Failure message={editLinkAnswers.invalid} takeFocus={false} />;
  } else if (proceed.isSuccess) {
    content = (
      <Outcome role="status" message={editLinkAnswers.continued} takeFocus>
        <Link className="gm-button" to={`/map/${encodeURIComponent(proceed.data.permalink)}`}>
          {TEXT.openMap}
        </Link>
      </Outcome>
    );
  } else if (proceed.isError) {
    content = <Failure message={proceed.error.message} takeFocus />;
  } else {
    content = (
      <>
        <p>{TEXT.pageIntro}</p>
        <button
          type="button"
          className="gm-button"
          disabled={proceed.isPending}
          aria-busy={proceed.isPending}
          onClick={() => proceed.mutate(token)}
        >
          {TEXT.continue}
        </button>
      </>
    );
  }

  return (
    <section className="link-page" aria-labelledby="keep-editing-title">
      <h1 id="keep-editing-title" className="link-page__title">
        {TEXT.pageTitle}
      </h1>
      {content}
    </section>
  );
}

function Failure({ message, takeFocus }: { message: string; takeFocus: boolean }) {
  return (
    <Outcome role="alert" message={message} takeFocus={takeFocus}>
      <Link className="gm-button" to="/">
        {TEXT.goHome}
      </Link>
    </Outcome>
  );
}

interface OutcomeProps {
  role: 'status' | 'alert';
  message: string;
  /** In place of "Continue", which had the focus: the answer takes it. */
  takeFocus: boolean;
  children: ReactNode;
}

function Outcome({ role, message, takeFocus, children }: OutcomeProps) {
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) text.current?.focus();
  }, [takeFocus]);
  return (
    <>
      <p ref={text} role={role} tabIndex={-1}>
        {message}
      </p>
      {children}
    </>
  );
}
