import { LOGO_MAX_BYTES } from '@lesne/contracts';
import { logoProblem, logoType, readLogo } from './logo-file';

const file = (name: string, type: string, size = 100) => {
  const result = new File(['png-bytes'], name, { type });
  Object.defineProperty(result, 'size', { value: size });
  return result;
};

describe('logo file', () => {
  it('accepts jpg, jpeg and png, by type or, without one, by name', () => {
    expect(logoType(file('a.png', 'image/png'))).toBe('image/png');
    expect(logoType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(logoType(file('a.JPEG', ''))).toBe('image/jpeg');
    expect(logoType(file('a.jpg', 'image/gif'))).toBeNull();
    expect(logoType(file('a.bmp', ''))).toBeNull();
  });

  it('refuses other types and files over 2 MB', () => {
    expect(logoProblem(file('a.gif', 'image/gif'))).toBe('type');
    expect(logoProblem(file('a.png', 'image/png', LOGO_MAX_BYTES + 1))).toBe('size');
    expect(logoProblem(file('a.png', 'image/png', LOGO_MAX_BYTES))).toBeNull();
  });

  it('reads the file as a data URL naming its image type', async () => {
    await expect(readLogo(file('a.png', ''))).resolves.toMatch(/^data:image\/png;base64,/);
  });
});
