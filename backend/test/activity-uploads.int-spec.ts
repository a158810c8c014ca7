import { gzipSync } from 'node:zlib';
import type { ActivityUploadItem } from '@lesne/contracts';
import { ACTIVITY_FILE_MAX_BYTES, ACTIVITY_FILES_PER_UPLOAD, warsawDay } from '@lesne/domain';
import { Activity, ActivityUpload, Company, type User } from '@lesne/db';
import { fitFile, gpxFile, tcxFile, warsawTrack } from '@lesne/activity-files/testing';
import { eventually, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const RUN = 2;
const RIDE = 3;

/** A run of `km` at `minutesPerKm`, a point every 10 s, ending `endsAgoMinutes` before now (today in Warsaw unless the day has just begun). */
function runTrack(km: number, { minutesPerKm = 5, endsAgoMinutes = 60 } = {}) {
  const seconds = km * minutesPerKm * 60;
  return warsawTrack({ metres: km * 1000, pace: minutesPerKm * 60, everySeconds: 10, start: new Date(Date.now() - (endsAgoMinutes * 60 + seconds) * 1000) });
}

function gpxRun(km: number, options: { minutesPerKm?: number; endsAgoMinutes?: number } = {}): Buffer {
  return gpxFile({ tracks: [[runTrack(km, options)]], type: 'running', creator: 'Test Watch' });
}

const BILLION_LAUGHS = Buffer.from(
  `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><gpx><trk><name>&lol3;</name></trk></gpx>`,
);

function upload(user: User, fileName: string, content: Buffer) {
  return stack.as(user).post('/api/v1/activity-uploads').attach('file', content, fileName);
}

async function uploads(user: User): Promise<ActivityUploadItem[]> {
  return (await stack.as(user).get('/api/v1/activity-uploads').expect(200)).body.items;
}

/** Uploads a file and waits for the workers to read it. */
async function uploaded(user: User, fileName: string, content: Buffer): Promise<ActivityUploadItem> {
  const { body } = await upload(user, fileName, content).expect(201);
  expect(body).toMatchObject({ fileName, state: 'parsing' });
  return eventually(async () => {
    const item = (await uploads(user)).find((candidate) => candidate.id === body.id)!;
    expect(item.state).not.toBe('parsing');
    return item;
  });
}

const confirm = (user: User, uploadId: number, activityType = RUN) => stack.as(user).post(`/api/v1/activity-uploads/${uploadId}/confirm`).send({ activityType });

describe('uploading an activity file', () => {
  it('reads a GPX run, waits for its owner to confirm the sport, then counts it; only the summary is kept', async () => {
    const { company, participants } = await stack.factory.crew({ convertStandard: 5 });
    const [ala] = participants;
    const parsed = await uploaded(ala, 'poranny-bieg.gpx', gpxRun(10));
    expect(parsed).toMatchObject({ state: 'parsed', detectedType: 'run', deviceName: 'Test Watch', day: warsawDay(new Date(Date.now() - 110 * 60_000)), distanceKm: 10 });
    expect(parsed.movingSeconds).toBeCloseTo(3000, -1);
    expect(await stack.dataSource.getRepository(ActivityUpload).findOneByOrFail({ id: parsed.id })).toMatchObject({ content: null });

    const counted = await confirm(ala, parsed.id).expect(201);
    expect(counted.body).toMatchObject({ state: 'counted', holdReason: null, trees: 2 });
    await eventually(async () => expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 2, activityCount: 1 }));
    const own = await stack.as(ala).get(`/api/v1/activity/user?user_id=${ala.id}`).expect(200);
    expect(own.body.items).toEqual([expect.objectContaining({ id: counted.body.activityId, source: 'file', distance: 10, status: 'approved', deviceName: 'Test Watch' })]);
    // our own data, unlike Strava's: a colleague sees its km in the ranking row
    const seen = await stack.as(participants[1]).get(`/api/v1/activity/user?user_id=${ala.id}`).expect(200);
    expect(seen.body.items).toEqual([expect.objectContaining({ source: 'file', distance: 10 })]);
    await confirm(ala, parsed.id).expect(404);
  });

  it("reads a FIT file by its session's totals and a TCX file by its laps, as a watch wrote them", async () => {
    const { participants } = await stack.factory.crew({ convertStandard: 5, convertBike: 20 });
    const ride = await uploaded(participants[0], 'ride.fit', fitFile({ sessions: [{ sport: 'cycling', points: runTrack(20, { minutesPerKm: 3 }), distanceMetres: 30_000 }] }));
    expect(ride).toMatchObject({ state: 'parsed', detectedType: 'ride', distanceKm: 30, deviceName: 'garmin fr935' });
    const run = await uploaded(participants[1], 'run.tcx', tcxFile({ laps: [{ points: runTrack(3), distanceMetres: 3100 }], sport: 'Running' }));
    expect(run).toMatchObject({ state: 'parsed', detectedType: 'run', distanceKm: 3.1 });
    expect((await confirm(participants[0], ride.id, RIDE).expect(201)).body).toMatchObject({ state: 'counted', trees: 1.5 });
  });

  it('counts the sport its owner chose over the one the file names', async () => {
    const { participants } = await stack.factory.crew({ convertStandard: 5, convertBike: 20 });
    const parsed = await uploaded(participants[0], 'ride.gpx.gz', gzipSync(gpxRun(20, { minutesPerKm: 2 })));
    expect(parsed.detectedType).toBe('run');
    const counted = await confirm(participants[0], parsed.id, RIDE).expect(201);
    expect(counted.body).toMatchObject({ state: 'counted', trees: 1 });
  });

  it('holds the same file uploaded twice, and a file repeating a manual entry of its day, for the company admin', async () => {
    const { admin, participants } = await stack.factory.crew();
    const [ala, bartek] = participants;
    const file = gpxRun(8);
    await confirm(ala, (await uploaded(ala, 'run.gpx', file)).id).expect(201);
    const again = await uploaded(ala, 'run-copy.gpx', file);
    expect((await confirm(ala, again.id).expect(201)).body).toMatchObject({ state: 'held', holdReason: 'duplicate' });

    await stack.as(bartek).post('/api/v1/activity').send({ startTime: warsawDay(new Date(Date.now() - 2 * 3600_000)), distance: 8.2, activityType: RUN }).expect(201);
    const repeated = await uploaded(bartek, 'run.gpx', gpxRun(8, { endsAgoMinutes: 65 }));
    expect((await confirm(bartek, repeated.id).expect(201)).body).toMatchObject({ state: 'held', holdReason: 'duplicate' });
    const flagged = await stack.as(admin).get('/api/v1/activity/flagged').expect(200);
    expect(flagged.body.items).toHaveLength(2);
  });

  it('holds a file repeating a Strava result: overlapping in time, its distance within a tenth', async () => {
    const { company, participants } = await stack.factory.crew();
    const track = runTrack(10);
    await stack.dataSource.getRepository(Activity).insert({
      companyId: company.id, userId: participants[0].id, activityTypeId: RUN, startTime: new Date(track[0].time.getTime() + 60_000), day: warsawDay(track[0].time),
      distance: 9.6, trees: 1.92, status: 'approved', source: 'integrated', stravaActivityId: '987654321', elapsedSeconds: 2900,
    });
    const parsed = await uploaded(participants[0], 'watch.fit', fitFile({ sessions: [{ sport: 'running', points: track }] }));
    expect((await confirm(participants[0], parsed.id).expect(201)).body).toMatchObject({ state: 'held', holdReason: 'duplicate' });
  });

  it('holds a run faster than the world record over its distance', async () => {
    const { participants } = await stack.factory.crew();
    const parsed = await uploaded(participants[0], 'fast.gpx', gpxRun(10, { minutesPerKm: 2 }));
    expect((await confirm(participants[0], parsed.id).expect(201)).body).toMatchObject({ state: 'held', holdReason: 'tooFast' });
  });

  it("refuses a file under the company's rules, keeping why", async () => {
    const { participants } = await stack.factory.crew({ fileActivitiesAllowed: false });
    const parsed = await uploaded(participants[0], 'run.gpx', gpxRun(5));
    expect((await confirm(participants[0], parsed.id).expect(201)).body).toMatchObject({ state: 'refused', refusal: 'filesNotAllowed', activityId: null });
    expect((await uploads(participants[0]))[0]).toMatchObject({ state: 'refused', refusal: 'filesNotAllowed' });
  });

  it("follows the company admin's settings for files: approval of each, and how far back", async () => {
    const { admin, participants } = await stack.factory.crew();
    const saved = await stack.as(admin).patch('/api/v1/event').send({ fileActivitiesApproval: true, maxDaysBeforeFileActivity: 1 }).expect(200);
    expect(saved.body.stats).toMatchObject({ fileActivitiesAllowed: true, fileActivitiesApproval: true, maxDaysBeforeFileActivity: 1 });
    await stack.as(admin).patch('/api/v1/event').send({ maxDaysBeforeFileActivity: 0 }).expect(400);
    const parsed = await uploaded(participants[0], 'run.gpx', gpxRun(5));
    expect((await confirm(participants[0], parsed.id).expect(201)).body).toMatchObject({ state: 'held', holdReason: 'awaitsApproval' });
    const pending = await stack.as(admin).get('/api/v1/activity/pending').expect(200);
    expect(pending.body.items).toEqual([expect.objectContaining({ source: 'file', distance: parsed.distanceKm })]);
    const old = await uploaded(participants[1], 'old.gpx', gpxRun(5, { endsAgoMinutes: 3 * 24 * 60 }));
    expect((await confirm(participants[1], old.id).expect(201)).body).toMatchObject({ state: 'refused', refusal: 'tooOld' });
  });

  it(`takes ${ACTIVITY_FILES_PER_UPLOAD} files waiting at once, then asks to confirm them first`, async () => {
    const { participants } = await stack.factory.crew();
    for (let index = 0; index < ACTIVITY_FILES_PER_UPLOAD; index++) await upload(participants[0], `run-${index}.gpx`, gpxRun(1 + index / 10)).expect(201);
    const refused = await upload(participants[0], 'one-more.gpx', gpxRun(3)).expect(429);
    expect(refused.body.message).toBe(`Masz już ${ACTIVITY_FILES_PER_UPLOAD} plików czekających na odczyt lub potwierdzenie. Potwierdź je, zanim dodasz kolejne.`);
  }, 60_000);

  it(`keeps to ${ACTIVITY_FILES_PER_UPLOAD} waiting when a drop sends more at once`, async () => {
    const { participants } = await stack.factory.crew();
    const sent = ACTIVITY_FILES_PER_UPLOAD + 5;
    const answers = await Promise.all(Array.from({ length: sent }, (_, index) => upload(participants[0], `run-${index}.gpx`, gpxRun(1 + index / 10))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ACTIVITY_FILES_PER_UPLOAD);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(sent - ACTIVITY_FILES_PER_UPLOAD);
    expect(await uploads(participants[0])).toHaveLength(ACTIVITY_FILES_PER_UPLOAD);
  }, 60_000);

  it('refuses hostile XML when reading it, keeping nothing of it', async () => {
    const { participants } = await stack.factory.crew();
    const refused = await uploaded(participants[0], 'lol.gpx', BILLION_LAUGHS);
    expect(refused).toMatchObject({ state: 'refused', refusal: 'unsafeXml', distanceKm: null });
    expect(await stack.dataSource.getRepository(ActivityUpload).findOneByOrFail({ id: refused.id })).toMatchObject({ content: null });
  });

  it('refuses a wrong extension, an empty file and one too large at once, in the caller language, storing nothing', async () => {
    const { participants } = await stack.factory.crew();
    const [ala] = participants;
    const wrong = await upload(ala, 'run.pdf', gpxRun(5)).expect(415);
    expect(wrong.body.message).toBe('Przyjmujemy pliki .fit, .gpx i .tcx, także spakowane (.gz).');
    const english = await stack.as(ala).post('/api/v1/activity-uploads').set('Accept-Language', 'en').attach('file', Buffer.alloc(0), 'empty.fit').expect(400);
    expect(english.body.message).toBe('The file is empty.');
    await upload(ala, 'huge.gpx', Buffer.alloc(ACTIVITY_FILE_MAX_BYTES + 1, 32)).expect(413);
    await stack.as(ala).post('/api/v1/activity-uploads').send({ file: 'run.gpx' }).expect(400);
    expect(await uploads(ala)).toEqual([]);
  });

  it("puts the uploads' summaries in the owner's data export, and removes them with the account", async () => {
    const { participants } = await stack.factory.crew();
    const parsed = await uploaded(participants[0], 'run.gpx', gpxRun(5));
    const exported = await stack.as(participants[0]).get('/api/v1/user/export').expect(200);
    expect(exported.body.uploads).toEqual([expect.objectContaining({ id: parsed.id, fileName: 'run.gpx', state: 'parsed', distanceKm: parsed.distanceKm })]);

    await stack.as(participants[0]).post('/api/v1/account-deletion').send({}).expect(200);
    const operator = await stack.factory.user({ role: 'admin' });
    await stack.as(operator).post(`/api/v1/account-deletion/requests/${participants[0].id}/execute`).expect(200);
    expect(await stack.dataSource.getRepository(ActivityUpload).countBy({ userId: participants[0].id })).toBe(0);
  });
});
