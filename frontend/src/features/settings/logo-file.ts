import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@lesne/contracts';

const EXTENSION_TYPES: Record<string, (typeof LOGO_MIME_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The logo's image type, from the browser, or from the name when the browser did not say. */
export function logoType(file: File): string | null {
  if (file.type) return (LOGO_MIME_TYPES as readonly string[]).includes(file.type) ? file.type : null;
  return EXTENSION_TYPES[extensionOf(file.name)] ?? null;
}

/** Why the file cannot be a logo: not a jpg/jpeg/png, or over 2 MB. */
export function logoProblem(file: File): 'type' | 'size' | null {
  if (!logoType(file)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** The file as a data URL, with its image type named even if the browser left it out. */
export function readLogo(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      const type = logoType(file) ?? 'image/png';
      resolve(url.replace(/^data:[^;,]*/, `data:${type}`));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
