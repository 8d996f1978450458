import { trainingFaqs } from '@/lib/courses/faqs';
import { Section } from '@/components/ui/Section';
import styles from './TrainingFaq.module.css';

/**
 * The Training FAQ accordion. Native <details> sharing one name: the browser keeps one item open at a
 * time, with no JavaScript; the first is open at load.
 */
export function TrainingFaq() {
  return (
    <Section id="faq" eyebrow="Questions" title="Training FAQ">
      <div className={styles.list}>
        {trainingFaqs.map((faq, index) => (
          <details key={faq.question} name="training-faq" open={index === 0} className={styles.item}>
            <summary className={styles.question}>{faq.question}</summary>
            <p className={styles.answer}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
