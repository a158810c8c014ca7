import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../index';
import { documentByToken, storeDocument } from './documents.repository';

let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
});
afterAll(() => dataSource.destroy());

describe('stored documents', () => {
  it('gives back the bytes and type kept under the token', async () => {
    const data = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x80]);
    const token = await storeDocument(dataSource.manager, { mimeType: 'application/pdf', data });
    const stored = await documentByToken(dataSource.manager, token);
    expect(stored?.mimeType).toBe('application/pdf');
    expect(stored?.data.equals(data)).toBe(true);
  });

  it('hands out a URL-safe token of 32 random bytes, a new one each time', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => storeDocument(dataSource.manager, { mimeType: 'text/plain', data: Buffer.from('x') })));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokens[0], 'base64url')).toHaveLength(32);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('finds nothing under a token it never gave', async () => {
    const token = await storeDocument(dataSource.manager, { mimeType: 'text/plain', data: Buffer.from('x') });
    expect(await documentByToken(dataSource.manager, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await documentByToken(dataSource.manager, '')).toBeNull();
  });
});
