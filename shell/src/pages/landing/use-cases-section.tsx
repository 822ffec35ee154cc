import { MiniMap } from './mini-map';
import { USE_CASES } from './use-cases';

/** The use-case gallery: one card per audience of spec section 1. */
export function UseCasesSection() {
  return (
    <section id="use-cases" className="landing-section" aria-labelledby="use-cases-title">
      <div className="landing-section__intro">
        <h2 id="use-cases-title">Made for groups of every kind</h2>
        <p>
          Whoever your group is, the map it needs is a list of places that several people keep up to date.
        </p>
      </div>
      <ul className="use-case-grid">
        {USE_CASES.map((useCase) => (
          <li key={useCase.audience} className={`use-case use-case--${useCase.tone}`}>
            <MiniMap pins={useCase.pins} />
            <div className="use-case__body">
              <h3>{useCase.audience}</h3>
              <p className="use-case__example">{useCase.example}</p>
              <p>{useCase.text}</p>
              <ul className="use-case__fields" aria-label="Custom fields">
                {useCase.fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
