import { PLANS } from '@groupmap/contracts';
import { Link } from 'react-router-dom';
import { HeroArt } from './hero-art';

const FREE = PLANS.free.limits;

/** The opening: what Groupmap is, the sign-up button and the demo map. */
export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">Collaborative maps for groups</p>
        <h1 id="hero-title">Shared maps for your group</h1>
        <p className="hero__lead">
          Build a map of the places that matter to your community, event or organisation. Anyone with the link
          can view it and add locations, and everyone sees changes as they happen.
        </p>
        <div className="hero__actions">
          <Link to="/register" className="gm-button gm-button--large">
            Start Mapping (It&apos;s Free)
          </Link>
          <Link to="/map/test" className="gm-button gm-button--secondary gm-button--large">
            Explore the demo map
          </Link>
        </div>
        <p className="hero__note">
          The free plan includes {FREE.maps} map with up to {FREE.locationsPerMap} locations. No card needed.
        </p>
      </div>
      <HeroArt />
    </section>
  );
}
