import { featuredTestimonial, studentReviews } from '@/lib/courses/feedback';
import { site } from '@/lib/site';
import { Section } from '@/components/ui/Section';
import styles from './StudentFeedback.module.css';

/** One element, not five drawings: the glyphs are the picture, the label is what is read. */
function FiveStars() {
  return (
    <p className={styles.stars} role="img" aria-label="Rated 5 out of 5">
      ★★★★★
    </p>
  );
}

export function StudentFeedback() {
  return (
    <Section id="student-feedback" tone="alt" eyebrow="Reviews" title="Student Feedback">
      <figure className={styles.testimonial}>
        <blockquote>
          <p>“{featuredTestimonial.feedback}”</p>
        </blockquote>
        <figcaption>
          <strong>{featuredTestimonial.name}</strong>
          <span>{featuredTestimonial.role}</span>
        </figcaption>
      </figure>
      <ul className={styles.reviews}>
        {studentReviews.map((review) => (
          <li key={review.name} className={styles.review}>
            <FiveStars />
            <p className={styles.text}>{review.text}</p>
            <p className={styles.author}>
              <strong>{review.name}</strong>
              <span>{review.course}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <a href={site.reviewsUrl} target="_blank" rel="noopener noreferrer">
          Read all reviews<span className="visually-hidden"> (opens in a new tab)</span> →
        </a>
      </p>
    </Section>
  );
}
