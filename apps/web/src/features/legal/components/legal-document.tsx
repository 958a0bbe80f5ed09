// A long legal text: title, intro, optional date and numbered sections (numbers are in the headings).
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: string[];
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  updated?: string;
  sections: LegalSection[];
  children?: ReactNode;
}

export function LegalDocument({ title, intro, updated, sections, children }: LegalDocumentProps) {
  return (
    <article className="container page page--narrow legal">
      <h1 className="page__title">{title}</h1>
      {updated ? <p className="legal__updated">{updated}</p> : null}
      <p className="page__lead">{intro}</p>
      {children}
      {sections.map((section) => (
        <section key={section.heading} className="legal__section">
          <h2>{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
