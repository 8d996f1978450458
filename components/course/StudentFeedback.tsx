import { featuredTestimonial, studentReviews } from '@/lib/courses/feedback';
import { site } from '@/lib/site';
import { Section } from '@/components/ui/Section';
import styles from './StudentFeedback.module.css';

function FiveStars() {
  return (
    <p className={styles.stars} role="img" aria-label="Rated 5 out of 5">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
            fill="currentColor"
          />
        </svg>
      ))}
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
