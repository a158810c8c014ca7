import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { EditNameDialog } from '../user/EditNameDialog';
import { useProfile } from '../user/user.store';

export function HomePage() {
  const { t } = useTranslation('home');
  const profile = useProfile();
  const [editingName, setEditingName] = useState(false);
  // "Zielona Sp. z o.o." ends the sentence with its own full stop; a second one would be a typo.
  const company = profile._company?.name.replace(/\.$/, '');

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <Card title={t('greeting', { name: profile.name })}>
        <p>{company ? t('company', { company }) : t('noCompany')}</p>
        <Button variant="secondary" onClick={() => setEditingName(true)}>
          {t('editName')}
        </Button>
      </Card>
      <EditNameDialog open={editingName} onOpenChange={setEditingName} />
    </>
  );
}
