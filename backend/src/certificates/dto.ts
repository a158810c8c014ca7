import { CERTIFICATE_TEMPLATE_IDS, type CertificateTemplateId, type GenerateCertificateRequest } from '@lesne/contracts';
import { CERTIFICATE_TEXT_MAX_LENGTH } from '@lesne/domain';
import { OneOf, RequiredText, Trimmed } from '../common/fields';

/** POST /certificates: one of the four template ids of docs/product.md#company-certificate (its language follows it) and the dedication, trimmed. */
export class GenerateCertificateDto implements GenerateCertificateRequest {
  @OneOf(CERTIFICATE_TEMPLATE_IDS)
  template: CertificateTemplateId;

  @Trimmed()
  @RequiredText(CERTIFICATE_TEXT_MAX_LENGTH)
  text: string;
}
