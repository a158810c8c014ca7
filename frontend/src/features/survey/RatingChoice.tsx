import { useTranslation } from 'react-i18next';
import styles from './RatingChoice.module.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface RatingChoiceProps {
  question: string;
  value: number | null;
  onChange(value: number): void;
}

/** 1 to 5, the ends labelled 'wcale' and 'bardzo'. */
export function RatingChoice({ question, value, onChange }: RatingChoiceProps) {
  const { t } = useTranslation('survey');
  const labelOf = (rating: number) =>
    rating === 1 ? `1 – ${t('notAtAll')}` : rating === RATINGS.length ? `${rating} – ${t('veryMuch')}` : String(rating);
  return (
    <fieldset className={styles.rating}>
      <legend className={styles.question}>{question}</legend>
      <div className={styles.choices}>
        {RATINGS.map((rating) => (
          <label key={rating} className={styles.choice}>
            <input type="radio" name="rating" value={rating} checked={value === rating} onChange={() => onChange(rating)} />
            {labelOf(rating)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
