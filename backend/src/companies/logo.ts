import { HttpStatus } from '@nestjs/common';
import sharp from 'sharp';
import { LOGO_MAX_BYTES } from '@lesne/contracts';
import { LOGO_MAX_INPUT_PIXELS, LOGO_MAX_SIDE_PX } from '@lesne/domain';
import { AppError } from '../i18n/app-error';

const DATA_URL = /^data:(image\/(?:png|jpe?g));base64,([A-Za-z0-9+/=\s]+)$/;

/** The formats a logo may be, each kept as it came (a PNG keeps its transparency), with the type it is served as. */
const SERVED_AS = { png: 'image/png', jpeg: 'image/jpeg' } as const;

const notJpegOrPng = () => new AppError(HttpStatus.BAD_REQUEST, 'company.logoType');

/**
 * A logo sent as a data URL, decoded and re-encoded: a JPEG or PNG by what sharp reads (not by
 * what the URL says), at most LOGO_MAX_BYTES sent, scaled to fit LOGO_MAX_SIDE_PX, without metadata. Only
 * the re-encoded image is kept, so nothing hidden in or after the sent bytes (HTML, scripts, EXIF)
 * is ever served. sharp decodes on libuv's threads, so the event loop stays free meanwhile.
 */
export async function decodeLogo(dataUrl: string): Promise<{ mimeType: string; data: Buffer }> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw notJpegOrPng();
  const sent = Buffer.from(match[2], 'base64');
  if (sent.length > LOGO_MAX_BYTES) throw new AppError(HttpStatus.BAD_REQUEST, 'company.logoSize');

  // The header alone, unlimited, so a picture of too many pixels gets its own message; decoding below is limited.
  const { format, width = 0, height = 0 } = await sharp(sent, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notJpegOrPng();
    });
  if (format !== 'png' && format !== 'jpeg') throw notJpegOrPng();
  if (width * height > LOGO_MAX_INPUT_PIXELS) {
    throw new AppError(HttpStatus.BAD_REQUEST, 'company.logoPixels', {
      megapixels: LOGO_MAX_INPUT_PIXELS / 1_000_000,
      side: Math.floor(Math.sqrt(LOGO_MAX_INPUT_PIXELS)),
    });
  }
  const data = await sharp(sent, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, autoOrient: true, failOn: 'warning' })
    .resize({ width: LOGO_MAX_SIDE_PX, height: LOGO_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer()
    .catch(() => {
      throw notJpegOrPng();
    });
  return { mimeType: SERVED_AS[format], data };
}
