import { useDocumentTitle } from '@groupmap/app-kit';
import { RELEASES } from './releases';
import '../legal/legal.css';

/** The content of /changelog: Groupmap's dated release history, newest first. */
export function ChangelogContent() {
  useDocumentTitle('Changelog');
  return (
    <article className="legal">
      <header className="legal__header">
        <h1>Changelog</h1>
        <p className="legal__intro">What has changed in Groupmap, release by release.</p>
      </header>
      {RELEASES.map((release) => (
        <section
          key={release.version}
          className="legal__section release"
          aria-labelledby={`v${release.version}`}
        >
          <h2 id={`v${release.version}`}>
            Version {release.version}: {release.title}
          </h2>
          <p className="legal__dates">
            <time dateTime={release.date}>{release.dateText}</time>
          </p>
          <ul>
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
