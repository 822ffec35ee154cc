/** The three steps from an empty map to one the whole group keeps up to date. */
const STEPS = [
  {
    title: 'Create a map',
    text: 'Give it a name, a description and a short link of your choosing, and add any fields you want every location to carry.',
  },
  {
    title: 'Share the link',
    text: 'Send it to your group, embed the map on your website or put its QR code on a poster. Nobody needs an account to join in.',
  },
  {
    title: 'Watch it fill up',
    text: 'People add places by address, and every open copy of the map shows them straight away. Search finds any of them in a moment.',
  },
] as const;

/** How it works: three numbered steps. */
export function StepsSection() {
  return (
    <section
      id="how-it-works"
      className="landing-section landing-section--tinted"
      aria-labelledby="steps-title"
    >
      <div className="landing-section__intro">
        <h2 id="steps-title">From empty map to shared map in minutes</h2>
      </div>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title} className="steps__item">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
