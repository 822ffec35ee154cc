import { FEATURES } from './features';
import { Icon } from './icon';

/** The features list (#features, the header's Features anchor). */
export function FeaturesSection() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <div className="landing-section__intro">
        <h2 id="features-title">Everything a shared map needs</h2>
        <p>
          Groupmap does one thing: it lets a group build a map of named places together. These are the tools
          that make that work.
        </p>
      </div>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature-card">
            <Icon name={feature.icon} className="feature-card__icon" />
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
