import { useDocumentTitle } from '@groupmap/app-kit';
import { useEffect, type ReactNode } from 'react';
import type { LegalDate } from './legal-dates';
import type { LegalSection } from './legal-section';
import './legal.css';

export interface LegalDocumentProps {
  title: string;
  /** Shown as "Effective date" when given (the terms). */
  effective?: LegalDate;
  lastUpdated: LegalDate;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Number the section headings ("1. Introduction"), as the terms do. */
  numbered?: boolean;
}

/**
 * A legal page: one h1, its dates, a table of contents and one h2 per section, so screen-reader
 * users can jump between sections and anyone can link to one (`/terms#payment`).
 */
export function LegalDocument({
  title,
  effective,
  lastUpdated,
  intro,
  sections,
  numbered,
}: LegalDocumentProps) {
  useDocumentTitle(title);
  // The sections render after the browser looked for a linked anchor: scroll to it once they exist.
  useEffect(() => {
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) target.scrollIntoView();
  }, []);
  const heading = (section: LegalSection, index: number) =>
    numbered ? `${index + 1}. ${section.title}` : section.title;
  return (
    <article className="legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__dates">
          {effective && (
            <span>
              Effective date: <time dateTime={effective.iso}>{effective.text}</time>
            </span>
          )}
          <span>
            Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
          </span>
        </p>
        <div className="legal__intro">{intro}</div>
      </header>
      <nav className="legal__contents" aria-label="Contents">
        <p className="legal__contents-title">Contents</p>
        <ol>
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{heading(section, index)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="legal__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{heading(section, index)}</h2>
          {section.content}
        </section>
      ))}
    </article>
  );
}
