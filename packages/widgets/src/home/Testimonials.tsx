import { TESTIMONIALS } from './homeContent.ts';
import * as styles from './home.css.ts';

/** Three static testimonials. */
export function Testimonials() {
  return (
    <ul className={styles.testimonials}>
      {TESTIMONIALS.map((testimonial) => (
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
