import type { TeamItem } from '@lesne/contracts';
import { TEAM_NAME_MIN_LENGTH } from '@lesne/domain';
import type { FieldMessage } from '../../shared/forms/validators';

/** At least 2 characters once trimmed (docs/product.md#validation). */
export function teamNameProblem(name: string): FieldMessage | undefined {
  return name.trim().length >= TEAM_NAME_MIN_LENGTH ? undefined : { key: 'teams:form.nameTooShort' };
}

/** A member moved between teams (null: no team): one fewer in the old, one more in the new. */
export function moveMember(teams: TeamItem[], from: number | null, to: number | null): TeamItem[] {
  if (from === to) return teams;
  return teams.map((team) => {
    if (team.id === from) return { ...team, qty: Math.max(0, team.qty - 1) };
    if (team.id === to) return { ...team, qty: team.qty + 1 };
    return team;
  });
}

/** The team's name with its emoji in front, when it has one. */
export function teamLabel(team: Pick<TeamItem, 'name' | '_emoji'>): string {
  return team._emoji ? `${team._emoji.emoji} ${team.name}` : team.name;
}
