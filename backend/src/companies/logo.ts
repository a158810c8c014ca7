import { HttpStatus } from '@nestjs/common';
import { LOGO_MAX_BYTES } from '@lesne/contracts';
import { AppError } from '../i18n/app-error';

const DATA_URL = /^data:(image\/(?:png|jpe?g));base64,([A-Za-z0-9+/=\s]+)$/;
const SIGNATURES: Record<string, number[]> = { 'image/png': [0x89, 0x50, 0x4e, 0x47], 'image/jpeg': [0xff, 0xd8, 0xff] };

/** A logo sent as a data URL: JPG or PNG (by its bytes too), at most 2 MB. */
export function decodeLogo(dataUrl: string): { mimeType: string; data: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new AppError(HttpStatus.BAD_REQUEST, 'company.logoType');
  const mimeType = match[1] === 'image/jpg' ? 'image/jpeg' : match[1];
  const data = Buffer.from(match[2], 'base64');
  if (data.length > LOGO_MAX_BYTES) throw new AppError(HttpStatus.BAD_REQUEST, 'company.logoSize');
  if (!SIGNATURES[mimeType].every((byte, index) => data[index] === byte)) throw new AppError(HttpStatus.BAD_REQUEST, 'company.logoType');
  return { mimeType, data };
}
