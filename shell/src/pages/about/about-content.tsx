import { useDocumentTitle } from '@groupmap/app-kit';
import { Link } from 'react-router-dom';
import { OperatorDetails, OperatorName } from '../legal/operator-details';
import '../legal/legal.css';

/** The content of /about, headed "About Groupmap" (decisions.md). */
export function AboutContent() {
  useDocumentTitle('About Groupmap');
  return (
    <article className="legal">
      <header className="legal__header">
        <h1>About Groupmap</h1>
        <p className="legal__intro">
          Groupmap is an open platform for collaborative maps. Groups, communities and organisations use it to
          build shared maps of the places that matter to them, and anyone with the link can view a map and add
          to it.
        </p>
      </header>
      <section className="legal__section" aria-labelledby="about-open">
        <h2 id="about-open">Open by design</h2>
        <p>
          A map on Groupmap is meant to be added to. Visitors do not need an account to view a map, search it
          or add a location, and they can edit or delete the locations they added. Changes appear for everyone
          viewing the map as they happen, so a whole group can work on one map at the same time.
        </p>
        <p>
          Maps travel well: share them by link, QR code, e-mail, WhatsApp or Telegram, or embed them in your
          own website. When a map should stay within a group, its owner can protect it with a password.
        </p>
      </section>
      <section className="legal__section" aria-labelledby="about-who">
        <h2 id="about-who">Who it is for</h2>
        <p>
          Groupmap is made for community groups mapping food pantries and repair cafés, event organisers
          mapping stages and first aid, friends planning a trip, civic projects collecting reports from
          residents, environmental surveys, and emergency-response teams sharing shelters and supplies. If
          your group keeps a list of places that several people update, Groupmap is for you.
        </p>
      </section>
      <section className="legal__section" aria-labelledby="about-plans">
        <h2 id="about-plans">Free to start</h2>
        <p>
          Every account starts on the free plan with one map. The yearly Pro and Business plans add more maps,
          more locations, custom fields, password protection, your own logo and, on Business, priority
          support. See the <Link to="/#pricing">pricing table</Link> for the details, or try the{' '}
          <Link to="/map/test">demo map</Link> first.
        </p>
      </section>
      <section className="legal__section" aria-labelledby="about-data">
        <h2 id="about-data">Map data</h2>
        <p>
          Without an online geocoder configured, addresses are looked up in place names from{' '}
          <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
            GeoNames
          </a>
          , licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
            CC BY 4.0
          </a>
          . Map images come from the tile service the operator configures, credited on every map.
        </p>
      </section>
      <section className="legal__section" aria-labelledby="about-operator">
        <h2 id="about-operator">Who runs Groupmap</h2>
        <p>
          Groupmap is operated by <OperatorName />. You can follow what changes in the{' '}
          <Link to="/changelog">changelog</Link>, and read our <Link to="/terms">Terms of Service</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <OperatorDetails />
      </section>
    </article>
  );
}
