import { IsString, ValidateIf } from 'class-validator';
import type { CompanyRenameRequest, UploadLogoRequest } from '@lesne/contracts';
import { COMPANY_NAME_MAX_LENGTH } from '@lesne/domain';
import { Flag, Name, Optional, Trimmed } from '../common/fields';

export class RenameCompanyDto implements CompanyRenameRequest {
  @Trimmed()
  @Name(COMPANY_NAME_MAX_LENGTH)
  name: string;
}

/** Either a new logo (a data URL) or delete: true. */
export class UploadLogoDto implements UploadLogoRequest {
  @ValidateIf((dto: UploadLogoDto) => dto.delete !== true)
  @IsString({ message: 'company.logoType' })
  logo?: string;

  @Optional()
  @Flag()
  delete?: boolean;
}
