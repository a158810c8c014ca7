import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SampleGallery.module.css';

const SampleLightbox = lazy(() => import('./SampleLightbox'));

export interface Sample {
  /** a public image URL (frontend/public), e.g. /samples/diploma-pl.png */
  src: string;
  title: string;
  alt: string;
}

/** Sample images as thumbnails; a click opens them large in a lightbox (Escape or the × closes it). */
export function SampleGallery({ samples }: { samples: readonly Sample[] }) {
  const { t } = useTranslation('ui');
  const [index, setIndex] = useState(-1);
  return (
    <>
      <ul className={styles.gallery}>
        {samples.map((sample, at) => (
          <li key={sample.src} className={styles.item}>
            <button
              type="button"
              className={styles.open}
              aria-label={t('samples.open', { title: sample.title })}
              onClick={() => setIndex(at)}
            >
              <img src={sample.src} alt={sample.alt} className={styles.image} loading="lazy" />
            </button>
            <p className={styles.title}>{sample.title}</p>
          </li>
        ))}
      </ul>
      {index >= 0 && (
        <Suspense fallback={null}>
          <SampleLightbox
            open
            index={index}
            close={() => setIndex(-1)}
            slides={samples.map(({ src, alt }) => ({ src, alt }))}
            carousel={{ finite: true }}
            render={samples.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
            labels={{
              Lightbox: t('samples.lightbox'),
              Close: t('samples.close'),
              Previous: t('samples.previous'),
              Next: t('samples.next'),
            }}
          />
        </Suspense>
      )}
    </>
  );
}
