import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { CertificateInfo, CertificatesResponse } from '@lesne/contracts';
import type { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RequestId } from '../outbox/request-id';
import { CertificatesService } from './certificates.service';
import { GenerateCertificateDto } from './dto';

/** The company's certificate (docs/product.md#company-certificate): what the tree-planting service has left, and the one printed here. */
@Controller('certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get()
  @Access('companyAdmin')
  info(@CurrentUser() user: AuthUser): Promise<CertificatesResponse> {
    return this.certificates.info(companyOf(user));
  }

  /** Queues the print and answers at once; 'certificate:changed' tells the admins when it is ready. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @Access('companyAdmin')
  generate(
    @CurrentUser() user: AuthUser,
    @Body() dto: GenerateCertificateDto,
    @Idempotent() idempotency: db.idempotency.IdempotentRequest | null,
    @RequestId() requestId: string,
  ): Promise<CertificateInfo> {
    return this.certificates.generate(companyOf(user), dto, idempotency, requestId);
  }
}
