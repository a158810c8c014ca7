import { IsOptional } from 'class-validator';
import { LANGS, type BulkDiplomasRequest, type DiplomaNameRequest, type DiplomaRunAction, type DocumentLang, type GenerateDiplomaRequest } from '@lesne/contracts';
import { DEFAULT_PAGE_SIZE, NAME_MAX_LENGTH } from '@lesne/domain';
import { Id, Name, OneOf, PageQuery, PageSizeOption, Search, Trimmed } from '../common/fields';

const RUN_ACTIONS: readonly DiplomaRunAction[] = ['generate', 'send'];

export class DiplomaListQueryDto extends PageQuery({ rule: PageSizeOption(), byDefault: DEFAULT_PAGE_SIZE }) {
  @IsOptional() @Search()
  search?: string;
}

/** POST /diplomas and POST /diplomas/sendEmail. */
export class DiplomaOfUserDto implements GenerateDiplomaRequest {
  @Id()
  user_id: number;

  @OneOf(LANGS)
  lang: DocumentLang;
}

export class BulkDiplomasDto implements BulkDiplomasRequest {
  @OneOf(RUN_ACTIONS)
  action: DiplomaRunAction;

  @OneOf(LANGS)
  lang: DocumentLang;
}

/** The name printed on the diploma: saved trimmed, 1 to 100 characters. */
export class DiplomaNameDto implements DiplomaNameRequest {
  @Id()
  user_id: number;

  @Trimmed()
  @Name(NAME_MAX_LENGTH)
  name: string;
}
