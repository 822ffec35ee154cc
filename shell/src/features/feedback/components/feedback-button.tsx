import { lazy, Suspense, useRef, useState } from 'react';
import { feedbackLabels } from '../feedback-labels';
import './feedback-button.css';

const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(loadDialog);

/**
 * The floating Feedback button at the bottom right of every framed page (spec section 2). The
 * dialog's code is fetched when the pointer or focus reaches the button, so it is usually there by
 * the time of the click, and never on pages where nobody asks for it.
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="feedback-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {feedbackLabels.button}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}
