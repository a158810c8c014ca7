import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyResponse } from '@lesne/contracts';
import { COMPANY_NAME_MAX_LENGTH } from '@lesne/domain';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { TextField } from '../../shared/forms/TextField';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { renameCompany, useSetCompany } from '../company';

/** Saving is offered only for a name that is not empty and differs from the saved one. */
export function CompanyNameCard({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('settings');
  const setCompany = useSetCompany();
  const saved = company.name.name;
  const [name, setName] = useState(saved);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const canSave = trimmed !== '' && trimmed !== saved;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave || busy) return;
    setBusy(true);
    try {
      const updated = await renameCompany(trimmed);
      setCompany(updated);
      setName(updated.name.name);
      notifySuccess(t('name.saved'));
    } catch (error) {
      notifyFailure(t('name.error'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('name.title')}>
      <form className="form form--inline" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('name.label')}
          value={name}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          autoComplete="organization"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={!canSave} busy={busy}>
          {t('name.save')}
        </Button>
      </form>
    </Card>
  );
}
