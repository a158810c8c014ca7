import { useTranslation } from 'react-i18next';
import type { RankingType } from '@lesne/contracts';

const MODES: readonly RankingType[] = ['user', 'team'];

interface RankingModeToggleProps {
  /** the group's name, e.g. "Rodzaj rankingu" */
  label: string;
  value: RankingType;
  onChange(type: RankingType): void;
}

/** Individual or team: two pressed/unpressed buttons. */
export function RankingModeToggle({ label, value, onChange }: RankingModeToggleProps) {
  const { t } = useTranslation('ranking');
  return (
    <div role="group" aria-label={label} className="segmented">
      {MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          className="segmented__option"
          aria-pressed={value === mode}
          onClick={() => value !== mode && onChange(mode)}
        >
          {t(`mode.${mode}`)}
        </button>
      ))}
    </div>
  );
}
