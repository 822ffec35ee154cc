import { TESTIMONIALS } from './testimonials';

/** Testimonials: quotes in the voice of the organisers the product is made for. */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      className="landing-section landing-section--tinted"
      aria-labelledby="testimonials-title"
    >
      <div className="landing-section__intro">
        <h2 id="testimonials-title">What a shared map changes</h2>
        <p>Illustrative stories from the kinds of organisers Groupmap is built for.</p>
      </div>
      <ul className="testimonial-grid">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="testimonial">
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__avatar" aria-hidden="true">
                  {testimonial.name.charAt(0)}
                </span>
                <span>
                  <strong>{testimonial.name}</strong>
                  <span className="testimonial__role">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
