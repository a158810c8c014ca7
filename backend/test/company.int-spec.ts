import sharp from 'sharp';
import { addDays, warsawDay } from '@lesne/domain';
import { Company, CompanyLogo } from '@lesne/db';
import { ReencodeLogos1795445511359 } from '../../libs/db/src/migrations/1795445511359-ReencodeLogos';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());
/** A transparent 1x1 PNG that decodes (a logo sharp cannot decode is refused). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);
const pngDataUrl = `data:image/png;base64,${PNG.toString('base64')}`;

describe('the company home summary', () => {
  it('answers the company, its settings and stats with the environmental figures', async () => {
    const { company, participants } = await stack.factory.crew({ name: 'Dąbrowa', treeSum: 100, distanceSum: 523.5, activityCount: 12 });
    const response = await stack.as(participants[0]).get('/api/v1/company').expect(200);
    expect(response.body).toEqual({
      id: company.id,
      name: { name: 'Dąbrowa', registerNumber: company.registerNumber, logo: null },
      posadzimyUserId: null,
      stats: {
        participants: 4,
        activities: 12,
        teams: true,
        hideRanking: false,
        manualActivitiesAllowed: true,
        manualActivitiesApproval: false,
        maxDaysBeforeManualActivity: 7,
        fileActivitiesAllowed: true,
        fileActivitiesApproval: false,
        maxDaysBeforeFileActivity: 30,
        flagSystem: true,
        countVirtualActivities: false,
        weeklyDigest: true,
        dateFrom: company.dateFrom,
        dateTo: company.dateTo,
        eventEndType: 'date',
        treeLimit: 9999,
        treeSum: 100,
        convert: { standard: 5, bike: 20 },
        distanceSum: 523.5,
        oxygen: 16,
        forest: 400,
        co2: 2200,
        paper: 5880,
        eventStatus: 'inProgress',
        orderPaid: false,
        certificate: null,
        settingsEditable: false,
      },
    });
  });

  it('reports waiting, in progress and closed from the dates and the close', async () => {
    const status = async (overrides: Partial<Company>) => {
      const user = await stack.factory.user({ company: await stack.factory.company(overrides) });
      return (await stack.as(user).get('/api/v1/company').expect(200)).body.stats.eventStatus;
    };
    expect(await status({ dateFrom: addDays(today(), 1), dateTo: addDays(today(), 5) })).toBe('waiting');
    expect(await status({ dateFrom: today(), dateTo: today() })).toBe('inProgress');
    expect(await status({ dateFrom: addDays(today(), -5), dateTo: addDays(today(), -1) })).toBe('closed');
    expect(await status({ closedAt: new Date() })).toBe('closed');
  });

  it('tells a platform admin without a company to log in as an event admin', async () => {
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const response = await stack.as(admin).get('/api/v1/company').expect(404);
    expect(response.body.message).toMatch(/nie jest przypisane do żadnego wydarzenia/);
  });
});

describe('company name and logo', () => {
  it('renames the company (trimmed), and refuses an empty name', async () => {
    const { admin, participants } = await stack.factory.crew();
    const token = stack.tokenFor(admin);
    const renamed = await stack.api().post('/api/v1/company/name').auth(token, { type: 'bearer' }).send({ name: '  Sosnowy Las ' }).expect(200);
    expect(renamed.body.name.name).toBe('Sosnowy Las');
    await stack.api().post('/api/v1/company/name').auth(token, { type: 'bearer' }).send({ name: '' }).expect(400);
    await stack.as(participants[0]).post('/api/v1/company/name').send({ name: 'X' }).expect(403);
  });

  it('stores a PNG logo, serves it publicly at a versioned address, and removes it', async () => {
    const { company, admin } = await stack.factory.crew();
    const token = stack.tokenFor(admin);
    const uploaded = await stack.api().post('/api/v1/company/upload-logo').auth(token, { type: 'bearer' }).send({ logo: pngDataUrl }).expect(200);
    expect(uploaded.body.name.logo.url).toMatch(new RegExp(`^/api/v1/company/${company.id}/logo\\?v=\\d+$`));
    const image = await stack.api().get(uploaded.body.name.logo.url).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const removed = await stack.api().post('/api/v1/company/upload-logo').auth(token, { type: 'bearer' }).send({ delete: true }).expect(200);
    expect(removed.body.name.logo).toBeNull();
    await stack.api().get(`/api/v1/company/${company.id}/logo`).expect(404);
  });

  it('refuses a logo that is not JPG or PNG, or is over 2 MB', async () => {
    const { admin } = await stack.factory.crew();
    const upload = (logo: string) => stack.as(admin).post('/api/v1/company/upload-logo').send({ logo });
    expect((await upload('data:image/gif;base64,R0lGODlhAQABAAAAACw=').expect(400)).body.message).toBe('Logo musi być plikiem JPG lub PNG.');
    expect((await upload(`data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`).expect(400)).body.message).toBe('Logo musi być plikiem JPG lub PNG.');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(`data:image/png;base64,${big.toString('base64')}`).expect(400)).body.message).toBe('Logo może mieć najwyżej 2 MB.');
  });
});

describe('a logo is an image and nothing else', () => {
  const dataUrl = (mimeType: string, bytes: Buffer) => `data:${mimeType};base64,${bytes.toString('base64')}`;
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 20, g: 110, b: 50, alpha: 0.5 } } });

  async function uploadAndFetch(logo: string, lang = 'pl') {
    const { company, admin } = await stack.factory.crew();
    const uploaded = await stack.as(admin).post('/api/v1/company/upload-logo').set('Accept-Language', lang).send({ logo });
    const served = await stack.api().get(`/api/v1/company/${company.id}/logo`);
    return { uploaded, served };
  }

  it('refuses a body that only starts like a PNG, in the caller\'s language, and stores nothing', async () => {
    const polyglot = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const { uploaded, served } = await uploadAndFetch(dataUrl('image/png', polyglot));
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.message).toBe('Logo musi być plikiem JPG lub PNG.');
    expect(served.status).toBe(404);
    const english = await uploadAndFetch(dataUrl('image/png', polyglot), 'en');
    expect(english.uploaded.body.message).toBe('The logo must be a JPG or PNG file.');
  });

  it('refuses images sharp reads that are not JPEG or PNG, whatever the data URL claims', async () => {
    const gif = await picture(10, 10).gif().toBuffer();
    const { uploaded } = await uploadAndFetch(dataUrl('image/png', gif));
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.message).toBe('Logo musi być plikiem JPG lub PNG.');
  });

  it('scales a 2000x1000 PNG down to 512x256, keeps its transparency, and never serves the uploaded bytes', async () => {
    const png = await picture(2000, 1000).png().toBuffer();
    const { uploaded, served } = await uploadAndFetch(dataUrl('image/png', png));
    expect(uploaded.status).toBe(200);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
    expect(Buffer.compare(served.body as Buffer, png)).not.toBe(0);
  });

  it('keeps a JPEG a JPEG, not enlarged, re-encoded without the metadata it came with', async () => {
    const jpeg = await picture(300, 200).flatten().jpeg({ quality: 95 }).withExif({ IFD0: { Artist: 'Jan Testowy, ul. Leśna 1' } }).toBuffer();
    const { served } = await uploadAndFetch(dataUrl('image/jpeg', jpeg));
    expect(served.headers['content-type']).toBe('image/jpeg');
    const decoded = await sharp(served.body as Buffer).metadata();
    expect(decoded).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(decoded.exif).toBeUndefined();
    expect(Buffer.compare(served.body as Buffer, jpeg)).not.toBe(0);
  });

  it('serves what it decoded, not what was sent: HTML after a real PNG does not come back', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const tail = '<html><script>alert(document.cookie)</script></html>';
    const { served } = await uploadAndFetch(dataUrl('image/png', Buffer.concat([png, Buffer.from(tail)])));
    expect(served.status).toBe(200);
    expect((served.body as Buffer).includes(tail)).toBe(false);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('refuses a decompression bomb (a small file of too many pixels) before decoding it', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { uploaded, served } = await uploadAndFetch(dataUrl('image/png', bomb));
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.message).toBe('Logo może mieć najwyżej 25 mln pikseli (na przykład 5000 × 5000).');
    expect(served.status).toBe(404);
  });

  it('re-encodes the logos kept before uploads were, and deletes the ones that are no image (migration)', async () => {
    const [withPolyglot, withPng] = [await stack.factory.company(), await stack.factory.company()];
    const polyglot = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const tail = '<html><script>alert(1)</script></html>';
    const png = Buffer.concat([await picture(2000, 1000).png().toBuffer(), Buffer.from(tail)]);
    const keptSince = new Date('2026-01-01T00:00:00Z');
    await stack.dataSource.getRepository(CompanyLogo).insert([
      { companyId: withPolyglot.id, mimeType: 'image/png', data: polyglot, updatedAt: keptSince },
      { companyId: withPng.id, mimeType: 'image/png', data: png, updatedAt: keptSince },
    ]);

    const queryRunner = stack.dataSource.createQueryRunner();
    try {
      await new ReencodeLogos1795445511359().up(queryRunner);
    } finally {
      await queryRunner.release();
    }

    expect(await stack.dataSource.getRepository(CompanyLogo).findOneBy({ companyId: withPolyglot.id })).toBeNull();
    await stack.api().get(`/api/v1/company/${withPolyglot.id}/logo`).expect(404);
    const kept = await stack.dataSource.getRepository(CompanyLogo).findOneByOrFail({ companyId: withPng.id });
    expect(kept.updatedAt.getTime()).toBeGreaterThan(keptSince.getTime());
    const served = await stack.api().get(`/api/v1/company/${withPng.id}/logo`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((served.body as Buffer).includes(tail)).toBe(false);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
  });
});

describe('event settings', () => {
  const settings = (token: string, body: object) => stack.api().patch('/api/v1/event').auth(token, { type: 'bearer' }).send(body);

  it('changes everything before the start', async () => {
    const { admin } = await stack.factory.crew({ dateFrom: addDays(today(), 10), dateTo: addDays(today(), 40) });
    const response = await settings(stack.tokenFor(admin), {
      dateFrom: addDays(today(), 1),
      dateTo: addDays(today(), 30),
      convert: { standard: 10, bike: 40 },
      eventEndType: 'trees',
      treeLimit: 5000,
      manualActivitiesAllowed: true,
      manualActivitiesApproval: true,
      maxDaysBeforeManualActivity: 14,
    }).expect(200);
    expect(response.body.stats).toMatchObject({
      dateFrom: addDays(today(), 1), dateTo: null, convert: { standard: 10, bike: 40 }, eventEndType: 'trees', treeLimit: 5000,
      manualActivitiesApproval: true, maxDaysBeforeManualActivity: 14, settingsEditable: true,
    });
  });

  it('keeps the highest tree limit for an event that ends by date', async () => {
    const { admin } = await stack.factory.crew({ dateFrom: addDays(today(), 10), dateTo: addDays(today(), 40), eventEndType: 'trees', treeLimit: 500 });
    const response = await settings(stack.tokenFor(admin), { eventEndType: 'date', treeLimit: 700 }).expect(200);
    expect(response.body.stats).toMatchObject({ eventEndType: 'date', treeLimit: 99_999_999 });
  });

  it.each([
    [{ convert: { standard: 21, bike: 20 } }, 'Największa wartość to 20.'],
    [{ convert: { standard: 5, bike: 81 } }, 'Największa wartość to 80.'],
    [{ treeLimit: 99 }, 'Limit drzew nie może być mniejszy niż 100.'],
    [{ maxDaysBeforeManualActivity: 0 }, 'Najmniejsza wartość to 1.'],
    [{ eventEndType: 'both' }, 'Wybierz jedną z dozwolonych wartości.'],
  ])('refuses %j before the start with a clear message', async (body, message) => {
    const { admin } = await stack.factory.crew({ dateFrom: addDays(today(), 10), dateTo: addDays(today(), 40) });
    expect((await settings(stack.tokenFor(admin), body).expect(400)).body.message).toBe(message);
  });

  it('refuses a start before tomorrow and an end not after the start', async () => {
    const { admin } = await stack.factory.crew({ dateFrom: addDays(today(), 10), dateTo: addDays(today(), 40) });
    expect((await settings(stack.tokenFor(admin), { dateFrom: today() }).expect(400)).body.message).toBe('Wydarzenie może rozpocząć się najwcześniej jutro.');
    expect((await settings(stack.tokenFor(admin), { dateTo: addDays(today(), 10) }).expect(400)).body.message).toBe('Data zakończenia musi być późniejsza niż data rozpoczęcia.');
  });

  it('locks dates, ratios, limit and end type after the start, but not the activity options', async () => {
    const { company, admin } = await stack.factory.crew();
    const token = stack.tokenFor(admin);
    for (const body of [{ dateTo: addDays(today(), 90) }, { convert: { standard: 6, bike: 20 } }, { treeLimit: 500 }, { eventEndType: 'trees' }]) {
      const refused = await settings(token, body).expect(409);
      expect(refused.body.message).toMatch(/^Po rozpoczęciu wydarzenia nie można zmienić/);
    }
    const allowed = await settings(token, { manualActivitiesAllowed: false, maxDaysBeforeManualActivity: 3 }).expect(200);
    expect(allowed.body.stats).toMatchObject({ manualActivitiesAllowed: false, maxDaysBeforeManualActivity: 3, dateTo: company.dateTo });
  });

  it('keeps the end type of an event that ends at whichever comes first', async () => {
    const { admin } = await stack.factory.crew({ dateFrom: addDays(today(), 10), dateTo: addDays(today(), 40), eventEndType: 'both' });
    expect((await settings(stack.tokenFor(admin), { eventEndType: 'date' }).expect(400)).body.message).toBe('Typu zakończenia tego wydarzenia nie można zmienić.');
  });

  it('is refused to participants', async () => {
    const { participants } = await stack.factory.crew({ dateFrom: addDays(today(), 10), dateTo: addDays(today(), 40) });
    await settings(stack.tokenFor(participants[0]), { manualActivitiesAllowed: false }).expect(403);
  });
});
