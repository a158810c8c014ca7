import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_SUGGESTION_MAX_LENGTH } from '@lesne/domain';
import { Field } from '../../shared/forms/Field';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { RatingChoice } from './RatingChoice';
import { useSaveSurveyStep } from './survey.queries';
import { canGoNext, NO_ANSWERS, stepRequest, type SurveyAnswers, type SurveyStep } from './survey-steps';
import styles from './SurveyModal.module.css';

interface SurveyModalProps {
  onDone(): void;
}

/**
 * The end-of-challenge survey: two ratings and a suggestion, each Dalej saving the answers so
 * far, then a thank-you. Closing before the end counts one close. Failures are only logged (docs/product.md#feedback-and-errors):
 * the user goes on either way.
 */
export function SurveyModal({ onDone }: SurveyModalProps) {
  const { t } = useTranslation('survey');
  const [step, setStep] = useState<SurveyStep>(1);
  const [answers, setAnswers] = useState<SurveyAnswers>(NO_ANSWERS);
  const save = useSaveSurveyStep();
  const answer = (change: Partial<SurveyAnswers>) => setAnswers((current) => ({ ...current, ...change }));

  const next = () => {
    if (!canGoNext(step, answers)) return;
    save.mutate(stepRequest(step, answers));
    setStep((step + 1) as SurveyStep);
  };
  const close = () => {
    if (step < 4) save.mutate({ closed: true });
    onDone();
  };

  return (
    <Modal open onOpenChange={(open) => !open && close()} title={t('title')}>
      {step === 1 && <RatingChoice question={t('q1')} value={answers.q1} onChange={(q1) => answer({ q1 })} />}
      {step === 2 && <RatingChoice question={t('q2')} value={answers.q2} onChange={(q2) => answer({ q2 })} />}
      {step === 3 && (
        <Field label={t('q3')}>
          {(control) => (
            <textarea
              {...control}
              className="field__input"
              rows={5}
              maxLength={SURVEY_SUGGESTION_MAX_LENGTH}
              placeholder={t('q3Placeholder')}
              value={answers.q3}
              onChange={(event) => answer({ q3: event.target.value })}
            />
          )}
        </Field>
      )}
      {step === 4 && <p className={styles.thanks}>{t('thanks')}</p>}
      <div className="form__actions">
        <Button variant="transparent" onClick={close}>{t('close')}</Button>
        {(step === 2 || step === 3) && (
          <Button variant="secondary" onClick={() => setStep((step - 1) as SurveyStep)}>{t('back')}</Button>
        )}
        {step < 3 && <Button onClick={next} disabled={!canGoNext(step, answers)}>{t('next')}</Button>}
        {step === 3 && <Button onClick={next}>{t('send')}</Button>}
      </div>
    </Modal>
  );
}
