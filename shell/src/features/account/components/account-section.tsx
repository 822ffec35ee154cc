import { useId, type ReactNode } from 'react';

/**
 * One section of the account page: a card with its heading, which also names the section for
 * screen readers (a region they can jump to).
 */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
