import { Global, Module } from '@nestjs/common';
import { PdfRenderer } from './pdf-renderer';

/** One PdfRenderer, so one Chromium, for every queue that prints (diplomas, certificates). */
@Global()
@Module({ providers: [PdfRenderer], exports: [PdfRenderer] })
export class DocumentsModule {}
