import type { Testimonial } from '@nirmaan/core';
import * as styles from './home.css.ts';

export interface TestimonialsProps {
  /** The company's testimonials, as the operator configured them (COMPANY_FILE): never invented. */
  testimonials: readonly Testimonial[];
}

/**
 * Customers' words about the marketplace, as the operator wrote them: marked English (`lang="en"`)
 * so a screen reader on a Kannada, Tamil or Hindi page reads them as English.
 */
export function Testimonials({ testimonials }: TestimonialsProps) {
  return (
    <ul className={styles.testimonials} lang="en">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className={styles.testimonial}>
            <blockquote className={styles.quote}>
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption>
              <strong>{testimonial.name}</strong>
              <br />
              <span className={styles.muted}>{testimonial.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
