import sharp from 'sharp';
import { LOGO_MAX_INPUT_PIXELS, LOGO_MAX_SIDE_PX } from '@lesne/domain';

/** The formats a logo may be, each kept as it came (a PNG keeps its transparency), with the type it is served as. */
const SERVED_AS = { png: 'image/png', jpeg: 'image/jpeg' } as const;

/** A logo as it is kept and served: only ever what reencodeLogo wrote. */
export interface LogoImage {
  mimeType: (typeof SERVED_AS)[keyof typeof SERVED_AS];
  data: Buffer;
}

/** Why bytes can't be a logo: not a JPEG or PNG that decodes, or more pixels than LOGO_MAX_INPUT_PIXELS. */
export class UnusableLogo extends Error {
  constructor(readonly reason: 'notJpegOrPng' | 'tooManyPixels') {
    super(`unusable logo: ${reason}`);
  }
}

/**
 * The one way bytes become a logo, for uploads (the API) and for logos kept before uploads were
 * re-encoded (a migration): a JPEG or PNG by what sharp reads, not by what the sender says,
 * decoded and re-encoded in the same format, scaled to fit LOGO_MAX_SIDE_PX, without metadata.
 * Nothing hidden in or after the bytes (HTML, scripts, EXIF) survives. sharp decodes on libuv's
 * threads, so the event loop stays free meanwhile. Throws UnusableLogo.
 */
export async function reencodeLogo(bytes: Buffer): Promise<LogoImage> {
  // The header alone, unlimited, so a picture of too many pixels is told apart; decoding below is limited.
  const { format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new UnusableLogo('notJpegOrPng');
    });
  if (format !== 'png' && format !== 'jpeg') throw new UnusableLogo('notJpegOrPng');
  if (width * height > LOGO_MAX_INPUT_PIXELS) throw new UnusableLogo('tooManyPixels');
  const data = await sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, autoOrient: true, failOn: 'warning' })
    .resize({ width: LOGO_MAX_SIDE_PX, height: LOGO_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer()
    .catch(() => {
      throw new UnusableLogo('notJpegOrPng');
    });
  return { mimeType: SERVED_AS[format], data };
}
