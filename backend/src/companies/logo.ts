import { HttpStatus } from '@nestjs/common';
import { LOGO_MAX_BYTES } from '@lesne/contracts';
import { LOGO_MAX_INPUT_PIXELS } from '@lesne/domain';
import { reencodeLogo, UnusableLogo, type LogoImage } from '@lesne/db';
import { AppError } from '../i18n/app-error';

const DATA_URL = /^data:(image\/(?:png|jpe?g));base64,([A-Za-z0-9+/=\s]+)$/;

const notJpegOrPng = () => new AppError(HttpStatus.BAD_REQUEST, 'company.logoType');

/**
 * A logo sent as a data URL, at most LOGO_MAX_BYTES sent, decoded and re-encoded (reencodeLogo):
 * only the re-encoded image is kept, never the sent bytes.
 */
export async function decodeLogo(dataUrl: string): Promise<LogoImage> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw notJpegOrPng();
  const sent = Buffer.from(match[2], 'base64');
  if (sent.length > LOGO_MAX_BYTES) throw new AppError(HttpStatus.BAD_REQUEST, 'company.logoSize');
  return reencodeLogo(sent).catch((error: unknown) => {
    if (!(error instanceof UnusableLogo)) throw error;
    if (error.reason === 'notJpegOrPng') throw notJpegOrPng();
    throw new AppError(HttpStatus.BAD_REQUEST, 'company.logoPixels', {
      megapixels: LOGO_MAX_INPUT_PIXELS / 1_000_000,
      side: Math.floor(Math.sqrt(LOGO_MAX_INPUT_PIXELS)),
    });
  });
}
