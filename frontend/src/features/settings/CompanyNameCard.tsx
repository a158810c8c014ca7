import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyResponse } from '@lesne/contracts';
import { COMPANY_NAME_MAX_LENGTH } from '@lesne/domain';
import { TextField } from '../../shared/forms/TextField';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { useRenameCompany } from './settings.queries';

/** Saving is offered only for a name that is not empty and differs from the saved one. */
export function CompanyNameCard({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('settings');
  const rename = useRenameCompany();
  const saved = company.name.name;
  const [name, setName] = useState(saved);
  const trimmed = name.trim();
  const canSave = trimmed !== '' && trimmed !== saved;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave || rename.isPending) return;
    rename.mutate(trimmed, { onSuccess: (updated) => setName(updated.name.name) });
  }

  return (
    <Card title={t('name.title')}>
      <form className="form form--inline" noValidate onSubmit={submit}>
        <TextField
          label={t('name.label')}
          value={name}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          autoComplete="organization"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={!canSave} busy={rename.isPending}>
          {t('name.save')}
        </Button>
      </form>
    </Card>
  );
}
