import { Controller, Get, Header, HttpStatus, Param, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DocumentLang } from '@lesne/contracts';
import { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { AppError } from '../i18n/app-error';

/** storeDocument's tokens: 32 random bytes in base64url. Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const FILE_WORDS: Record<'diploma' | 'certificate', Record<DocumentLang, string>> = {
  diploma: { pl: 'dyplom', en: 'diploma' },
  certificate: { pl: 'certyfikat', en: 'certificate' },
};

/** ASCII words of a name for a file name: "Łucja Żak" -> "lucja-zak". */
function slug(name: string): string {
  return name
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/**
 * Diplomas' and certificates' PDFs, by the unguessable token their link carries: no login, so a
 * participant opens it from a mail. A token never names another file (a new print gets a new one),
 * so the browser may keep it; only privately, as it names a person.
 */
@Controller('documents')
export class DocumentsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get(':token')
  @Access('public')
  @Header('Cache-Control', 'private, max-age=86400')
  @Header('X-Content-Type-Options', 'nosniff')
  async document(@Param('token') token: string): Promise<StreamableFile> {
    const document = TOKEN.test(token) ? await db.documents.documentByToken(this.dataSource.manager, token) : null;
    if (!document) throw new AppError(HttpStatus.NOT_FOUND, 'documents.notFound');
    const owner = await db.diplomas.documentOwner(this.dataSource.manager, token);
    const words = [owner ? FILE_WORDS[owner.kind][owner.lang] : 'dokument', owner ? slug(owner.name) : ''].filter(Boolean);
    return new StreamableFile(document.data, { type: document.mimeType, disposition: `inline; filename="${words.join('-')}.pdf"` });
  }
}
