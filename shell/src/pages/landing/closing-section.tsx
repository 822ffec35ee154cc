import { Link } from 'react-router-dom';

/** The last call to action before the footer. */
export function ClosingSection() {
  return (
    <section className="closing" aria-labelledby="closing-title">
      <h2 id="closing-title">Start your group&apos;s map today</h2>
      <p>Create a map in a minute, share the link, and let everyone add the places they know.</p>
      <Link to="/register" className="gm-button gm-button--inverted gm-button--large">
        Create your group&apos;s map
      </Link>
    </section>
  );
}
