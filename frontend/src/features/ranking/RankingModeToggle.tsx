import { useTranslation } from 'react-i18next';
import type { RankingType } from '@lesne/contracts';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';

const MODES: readonly RankingType[] = ['user', 'team'];

interface RankingModeToggleProps {
  /** the group's name, e.g. "Rodzaj rankingu" */
  label: string;
  value: RankingType;
  onChange(type: RankingType): void;
}

/** Individual or team. */
export function RankingModeToggle({ label, value, onChange }: RankingModeToggleProps) {
  const { t } = useTranslation('ranking');
  return (
    <SegmentedControl label={label} value={value} onChange={onChange} options={MODES.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))} />
  );
}
