import { HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isActivityFileName } from '@lesne/contracts';
import { ACTIVITY_FILE_MAX_BYTES } from '@lesne/domain';
import { AppError } from '../i18n/app-error';

/** The longest file name kept (the activity_upload.file_name column); a longer one is cut, keeping its extension. */
const FILE_NAME_MAX_LENGTH = 255;

/** @fastify/multipart's errors, by code, as the caller's language says them. */
function uploadError(error: unknown): AppError | null {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'uploads.tooLarge', { mb: ACTIVITY_FILE_MAX_BYTES / 1024 / 1024 });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(HttpStatus.BAD_REQUEST, 'uploads.oneFile');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_PROTO_VIOLATION':
      return new AppError(HttpStatus.BAD_REQUEST, 'uploads.noFile');
    default:
      return null;
  }
}

function keptName(fileName: string): string {
  if (fileName.length <= FILE_NAME_MAX_LENGTH) return fileName;
  const extension = fileName.slice(fileName.lastIndexOf('.', fileName.toLowerCase().endsWith('.gz') ? fileName.length - 4 : undefined));
  return fileName.slice(0, FILE_NAME_MAX_LENGTH - extension.length) + extension;
}

/**
 * The one file of a multipart request (a browser's FormData with one `file`), read whole: at most
 * ACTIVITY_FILE_MAX_BYTES, and named as an activity file is. Anything else is a 4xx in the
 * caller's language, and nothing is stored.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  try {
    const part = await request.file({ limits: { fileSize: ACTIVITY_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!part) throw new AppError(HttpStatus.BAD_REQUEST, 'uploads.noFile');
    if (!isActivityFileName(part.filename)) {
      part.file.resume();
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'uploads.unsupportedType');
    }
    const content = await part.toBuffer();
    if (content.length === 0) throw new AppError(HttpStatus.BAD_REQUEST, 'uploads.empty');
    return { fileName: keptName(part.filename), content };
  } catch (error) {
    throw uploadError(error) ?? error;
  }
}
