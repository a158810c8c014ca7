import '../../i18n/legalDocuments';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../shared/constants';
import { formatDay } from '../../shared/format';
import { OpenPage } from '../../shared/ui/OpenPage';
import { SupportContact } from '../../shared/ui/SupportContact';
import { DeletionRequestPanel } from '../account';
import styles from './LegalPage.module.css';

type LegalDocument = 'privacy' | 'terms' | 'deletion';

interface LegalSection {
  heading: string;
  items?: string[];
  paragraphs?: string[];
}

const LAST_UPDATED: Partial<Record<LegalDocument, string>> = {
  privacy: '2025-05-30',
};

/** The privacy policy, the terms and the account-deletion page: open to everyone, signed in or not. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation('legalDocuments');
  const sections = t(`${doc}.sections`, { returnObjects: true, email: SUPPORT_EMAIL }) as LegalSection[];
  const updated = LAST_UPDATED[doc];

  return (
    <OpenPage>
      <h1>{t(`${doc}.title`)}</h1>
      {updated && <p className={styles.updated}>{t('lastUpdated', { date: formatDay(updated) })}</p>}
      <p className={styles.intro}>{t(`${doc}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </section>
      ))}
      {doc === 'deletion' && <DeletionRequestPanel />}
      <section>
        <h2>{t('contactHeading')}</h2>
        <p>
          <SupportContact ns="legalDocuments" />
        </p>
      </section>
    </OpenPage>
  );
}
