import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, StreamableFile } from '@nestjs/common';
import type { CompanyNameResponse, CompanyResponse } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { isStorableText } from '../common/fields';
import { IdPipe } from '../common/id.pipe';
import { BodyLimit, LOGO_BODY_LIMIT_BYTES } from '../common/request-body';
import { AppError } from '../i18n/app-error';
import { CompaniesService } from './companies.service';
import { RenameCompanyDto, UploadLogoDto } from './dto';

@Controller('company')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @Access('participant')
  view(@CurrentUser() user: AuthUser): Promise<CompanyResponse> {
    return this.companies.view(companyOf(user));
  }

  /** The registration page names the inviting company; an unknown code is an invalid link. */
  @Get('name')
  @Access('public')
  async name(@Query('loginNumber') loginNumber?: string): Promise<CompanyNameResponse> {
    const name = await this.companies.nameByRegisterNumber(isStorableText(loginNumber) ? loginNumber.trim() : '');
    if (name === null) throw new AppError(HttpStatus.NOT_FOUND, 'auth.invalidRegistrationLink');
    return { name };
  }

  @Post('name')
  @HttpCode(HttpStatus.OK)
  @Access('companyAdmin')
  rename(@CurrentUser() user: AuthUser, @Body() dto: RenameCompanyDto): Promise<CompanyResponse> {
    return this.companies.rename(companyOf(user), dto.name);
  }

  @Post('upload-logo')
  @HttpCode(HttpStatus.OK)
  @BodyLimit(LOGO_BODY_LIMIT_BYTES)
  @Access('companyAdmin')
  uploadLogo(@CurrentUser() user: AuthUser, @Body() dto: UploadLogoDto): Promise<CompanyResponse> {
    const companyId = companyOf(user);
    return dto.delete ? this.companies.removeLogo(companyId) : this.companies.setLogo(companyId, dto.logo!);
  }

  /** Public: the logo shows on the home page and the organizer may show it publicly (terms). */
  @Get(':id/logo')
  @Access('public')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  async logo(@Param('id', IdPipe) companyId: number): Promise<StreamableFile> {
    const logo = await this.companies.logo(companyId);
    return new StreamableFile(logo.data, { type: logo.mimeType });
  }
}
