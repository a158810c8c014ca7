import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import type { SaveTeamRequest } from '@lesne/contracts';
import { TEAM_NAME_MIN_LENGTH } from '@lesne/domain';
import { Flag, Id, NameCharacters, Nullable, Optional, StorableCharacters, Trimmed } from '../common/fields';

/** At least 2 characters after trimming, checked before the maximum. */
function TeamName(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'teams.nameTooShort' }),
    MinLength(TEAM_NAME_MIN_LENGTH, { message: 'teams.nameTooShort' }),
    StorableCharacters(),
    NameCharacters(),
    MaxLength(100, { message: 'validation.maxLength|$constraint1' }),
  );
}

export class SaveTeamDto implements SaveTeamRequest {
  @Trimmed()
  @TeamName()
  name: string;

  /** null removes the emoji; absent keeps it (on edit) */
  @Nullable()
  @Id()
  emoji_id?: number | null;
}

/** {team_id} assigns, {delete: true} removes; exactly one of the two. */
export class AssignTeamDto {
  @ValidateIf((dto: AssignTeamDto) => dto.delete !== true)
  @Id('teams.assignment')
  team_id?: number;

  @Optional()
  @Flag()
  delete?: boolean;
}
