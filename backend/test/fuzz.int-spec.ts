import { getMetadataStorage } from 'class-validator';
import { randomUUID } from 'node:crypto';
import type { Type } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, STRAVA_CONSENT_VERSION } from '@lesne/contracts';
import { Activity, digestUnsubscribeToken, Team, type Company, type User } from '@lesne/db';
import { addDays, POSTGRES_INT_MAX, warsawDay } from '@lesne/domain';
import { startStack, TEST_PASSWORD, type Stack } from '../../test/stack';
import { registeredRoutes, type Route } from './routes';

/**
 * Every registered route, sent what an attacker or a broken client sends: ids past int4,
 * absurd page numbers, NUL bytes, lone surrogates, the year 0000, nulls, wrong types, deep
 * JSON. None may answer 5xx, and each refusal is a message in the caller's language.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

type Role = 'anonymous' | 'participant' | 'companyAdmin' | 'companyAdminBeforeStart' | 'admin';

interface Probe {
  role: Role;
  method: string;
  url: string;
  /** a JSON text, sent as application/json */
  body?: string;
  /** headers sent beside the client address the agent sets (they may replace it) */
  headers?: Record<string, string>;
  what: string;
  /** the valid request itself: proves the samples are valid, so each other probe is wrong in one part only */
  valid?: boolean;
}

/** Who calls each kind of route; a company admin both during the event and before it starts, when more settings may change. */
const CALLERS: Record<string, Role[]> = {
  public: ['anonymous'], participant: ['participant'], companyAdmin: ['companyAdmin', 'companyAdminBeforeStart'], admin: ['admin'],
};

const INT4_PAST = [2147483648, -2147483649, 1e20, 1e300];
const NUMBERS = [...INT4_PAST, -1, 0, 1.5, true, '12', null, 'abc', [], {}];
const TEXTS = ['\u0000', 'a\u0000b', '\ud800', '\ud800@x.pl', 'x\udc00y', null, 12, true, [], {}, 'x'.repeat(5_000)];
const DAYS = ['0000-01-01', '0000-02-29', '-0001-01-01', '10000-01-01', '9999-12-31', '0001-01-01', '2024-02-30', '1e300', ...TEXTS];
const FLAGS = [null, 'true', 1, 0, [], {}];
const OBJECTS = [null, [], 'x', 1, {}];
const MISSING = Symbol('missing');
const PLACEHOLDER = '\u0001placeholder';

/** Query and path values as they appear in a URL, already encoded (a lone surrogate has no encodeURIComponent). */
const URL_VALUES = [
  '2147483648', '-2147483649', '99999999999999999999', '1e300', '-1', '0', '1.5', '0x10', '12abc', '+12', ' 12', 'true', '',
  '%00', 'a%00b', '%ED%A0%80', '%C0%80', '0000-01-01', '2024-02-30', 'x'.repeat(3_000),
];

const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Whole bodies: nesting a parser or a transformer walks recursively, the wrong JSON types, broken or poisoned JSON. */
const BODIES = [
  deepArrays(20_000), deepObjects(10_000),
  '', 'null', '[]', '"text"', '12', 'true', '{', '{"a":1,}', '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}',
];

/**
 * Headers whose values the API reads into what it stores or limits: the Idempotency-Key (too
 * long, empty, not ASCII) and the client address behind the proxy (very long, garbage), each
 * beside a fresh valid key so the address reaches a create's idempotency scope.
 */
const HEADER_CASES: Array<() => Record<string, string>> = [
  () => ({ [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(5_000) }),
  () => ({ [IDEMPOTENCY_KEY_HEADER]: '' }),
  () => ({ [IDEMPOTENCY_KEY_HEADER]: Buffer.from(`klucz-żółw-${randomUUID()}`).toString('latin1') }),
  () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID(), 'X-Forwarded-For': 'f'.repeat(5_000) }),
  () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID(), 'X-Forwarded-For': `${'10.0.0.1, '.repeat(500)}${'9'.repeat(300)}` }),
  () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID(), 'X-Forwarded-For': '<script>, ;;, 999.999.999.999, ::g' }),
  () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID(), 'X-Forwarded-For': '' }),
];

/** 3.8 MB of brackets: once blocked the event loop for seconds. */
const HUGE_NESTING = deepArrays(1_900_000);

/** A 1x1 PNG that decodes, so the valid logo upload is accepted. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);

interface World {
  company: Company;
  eventCompany: Company;
  admin: User;
  participant: User;
  team: Team;
  activity: Activity;
  tokens: Record<Role, string | undefined>;
}

/** A value the route accepts for each field, so each probe changes exactly one thing. `Dto.field` wins over `field`. */
function validValues(world: World): Record<string, unknown> {
  const today = warsawDay(new Date());
  return {
    email: 'fuzz@example.com', password: TEST_PASSWORD, remember: false, name: 'Fuzz Name', acceptTerms: true,
    registerNumber: world.company.registerNumber, loginNumber: world.company.registerNumber, code: 'no-such-code',
    userId: world.participant.id, logo: `data:image/png;base64,${PNG.toString('base64')}`, delete: false,
    company: 'Fuzz Company', userName: 'Fuzz Admin', dateFrom: addDays(today, 30), dateTo: addDays(today, 60),
    convert: { standard: 5, bike: 20 }, standard: 5, bike: 20, manualActivitiesAllowed: true, manualActivitiesApproval: false,
    hideRanking: false, hideName: false, treeLimit: 9999, eventEndType: 'date', maxDaysBeforeManualActivity: 7, orderPaid: false,
    flagSystem: true, isTest: false, teams: true, searchTerm: 'fuzz', sortBy: 'companyName', sortOrder: 'asc',
    startTime: today, distance: 5, activityType: 1, user_id: world.participant.id, showPending: true,
    activity_id: world.activity.id, 'ApprovalDto.status': 'approved', 'FlaggedDecisionDto.status': 'removeFlag',
    ids: [world.activity.id], 'BulkApprovalDto.status': 'approved',
    search: 'fuzz', activityTypes: '1,2', showSummary: true, page: 1, perpage: 10, type: 'user', onlyMyResults: false,
    emoji_id: 1, team_id: world.team.id, team: true,
    scope: 'read,activity:read_all', date_from: today, countVirtualActivities: false, weeklyDigest: true,
    fileActivitiesAllowed: true, fileActivitiesApproval: false, maxDaysBeforeFileActivity: 30,
    platform: 'slack', url: 'https://hooks.slack.com/services/T000/B000/fuzz', podiumHour: 16, milestoneEveryTrees: 100, halfway: true, close: true, joiners: false,
    'StravaConsentDto.version': STRAVA_CONSENT_VERSION, onDisconnect: 'keepAnonymous',
    'hub.mode': 'subscribe', 'hub.challenge': 'fuzz-challenge', 'hub.verify_token': 'fuzz-verify-token',
    q1: 4, q2: 5, q3: 'Fuzz suggestion', answered: false, closed: false,
    lang: 'pl', action: 'generate', 'UnsubscribeQueryDto.token': digestUnsubscribeToken(stack.config.JWT_SECRET, world.participant.id),
    template: 129, text: 'Fuzz dedication',
  };
}

/** A real id for each path parameter, so only the probed part is wrong. */
function pathId(world: World, route: Route, param: string): number | string {
  if (param === 'adminId') return world.admin.id;
  /** a document token of the right shape that names no document */
  if (param === 'token') return 'A'.repeat(43);
  if (param === 'code') return 'ABCD-EFGH-JKMN';
  if (param === 'userId') return world.participant.id;
  const area = route.path.split('/')[1];
  const ids: Record<string, number> = { company: world.company.id, event: world.eventCompany.id, team: world.team.id, user: world.participant.id, activity: world.activity.id, 'activity-uploads': world.activity.id };
  if (param !== 'id' || !(area in ids)) throw new Error(`fuzz: no sample id for :${param} in ${route.method} ${route.path}; add one`);
  return ids[area];
}

function fieldsOf(dto: Type): string[] {
  return [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((rule) => rule.propertyName))];
}

function validObject(dto: Type, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fieldsOf(dto).map((field) => {
      const declared: unknown = Reflect.getMetadata('design:type', dto.prototype, field);
      if (typeof declared === 'function' && fieldsOf(declared as Type).length > 0) return [field, validObject(declared as Type, values)];
      const key = `${dto.name}.${field}` in values ? `${dto.name}.${field}` : field;
      if (!(key in values)) throw new Error(`fuzz: no valid value for ${dto.name}.${field}; add one`);
      return [field, values[key]];
    }),
  );
}

function badValuesFor(valid: unknown): unknown[] {
  if (typeof valid === 'number') return NUMBERS;
  if (typeof valid === 'boolean') return FLAGS;
  if (typeof valid === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(valid) ? DAYS : TEXTS;
  return OBJECTS;
}

/** Each field of a body replaced, one at a time, by each bad value, removed, or nested deep; then nested fields likewise. */
function bodyMutations(valid: Record<string, unknown>, prefix = ''): Array<{ what: string; body: string }> {
  const serialize = (body: Record<string, unknown>) => JSON.stringify(body);
  return Object.entries(valid).flatMap(([field, value]) => {
    const path = `${prefix}${field}`;
    const replaced = (bad: unknown) => {
      const body = { ...valid };
      if (bad === MISSING) delete body[field];
      else body[field] = bad;
      return body;
    };
    const own = [...badValuesFor(value), MISSING].map((bad) => ({
      what: `${path}=${bad === MISSING ? '(missing)' : JSON.stringify(bad)?.slice(0, 40)}`,
      body: serialize(replaced(bad)),
    }));
    const around = (text: string) => serialize(replaced(PLACEHOLDER)).replace(JSON.stringify(PLACEHOLDER), () => text);
    const deep = { what: `${path}=(nested 5000 deep)`, body: around(deepArrays(5_000)) };
    const nested = value && typeof value === 'object' && !Array.isArray(value)
      ? bodyMutations(value as Record<string, unknown>, `${path}.`).map(({ what, body }) => ({ what, body: around(body) }))
      : [];
    return [...own, deep, ...nested];
  });
}

const encodeQuery = (query: Record<string, unknown>) =>
  Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&');

const apiPath = (path: string) => (path.startsWith('/dev/') ? path : `/api/v1${path}`);

function probesOf(route: Route, world: World): Probe[] {
  const callers = CALLERS[route.audience as string];
  return [...callers.flatMap((role) => probesAs(role, route, world)), ...wholeBodyProbes(route, callers)];
}

/** One wrong part at a time, the rest valid: each path parameter, each query value, each body field. */
function probesAs(role: Role, route: Route, world: World): Probe[] {
  const values = validValues(world);
  const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const pathWith = (wrong?: { param: string; value: string }) =>
    apiPath(route.path.replace(/:(\w+)/g, (_, param: string) => (param === wrong?.param ? wrong.value : String(pathId(world, route, param)))));

  const body = route.inputs.find((input) => input.source === 'body' && input.dto);
  const queryDto = route.inputs.find((input) => input.source === 'query' && input.dto)?.dto;
  const queryNames = route.inputs.filter((input) => input.source === 'query' && input.name).map((input) => input.name!);
  const validQuery = { ...(queryDto ? validObject(queryDto, values) : {}), ...Object.fromEntries(queryNames.map((name) => [name, values[name]])) };
  const url = (path: string, search = encodeQuery(validQuery)) => (search ? `${path}?${search}` : path);
  const validBody = body?.dto ? JSON.stringify(validObject(body.dto, values)) : undefined;
  const request = { role, method: route.method };

  const inPath = params.flatMap((param) =>
    URL_VALUES.map((value) => ({ ...request, url: url(pathWith({ param, value })), body: validBody, what: `:${param}=${value.slice(0, 40)}` })),
  );
  const inQuery = Object.keys(validQuery).flatMap((name) => {
    const others = encodeQuery(Object.fromEntries(Object.entries(validQuery).filter(([other]) => other !== name)));
    const join = (part: string) => [others, part].filter(Boolean).join('&');
    return [
      ...URL_VALUES.map((value) => ({ ...request, url: url(pathWith(), join(`${name}=${value}`)), body: validBody, what: `?${name}=${value.slice(0, 40)}` })),
      { ...request, url: url(pathWith(), join(`${name}=1&${name}=2`)), body: validBody, what: `?${name} twice` },
    ];
  });
  const inBody = body?.dto
    ? bodyMutations(validObject(body.dto, values)).map(({ what, body: text }) => ({ ...request, url: url(pathWith()), body: text, what }))
    : [];
  const valid = body || queryDto ? [{ ...request, url: url(pathWith()), body: validBody, what: 'the valid request', valid: true }] : [];
  // Names and addresses of their own, so each create gets as far as storing its answer instead of "taken".
  const inHeaders = HEADER_CASES.map((headers) => {
    const sent = headers();
    const unique = `fuzz-${randomUUID()}`;
    const uniqueBody = body?.dto ? JSON.stringify(validObject(body.dto, { ...values, email: `${unique}@example.com`, name: unique, company: unique })) : undefined;
    return { ...request, url: url(pathWith()), body: uniqueBody, headers: sent, what: `headers ${JSON.stringify(sent).slice(0, 80)}` };
  });
  return [...inPath, ...inQuery, ...inBody, ...valid, ...inHeaders];
}

/**
 * Whole bodies, to every route that reads one: a body arrives before anyone is known, so the
 * parser faces strangers as well as users. No real ids in the path: a DELETE that ignores its
 * body must not remove what the other probes need.
 */
function wholeBodyProbes(route: Route, callers: Role[]): Probe[] {
  if (['GET', 'HEAD'].includes(route.method)) return [];
  const url = apiPath(route.path.replace(/:\w+/g, String(POSTGRES_INT_MAX)));
  const probe = (role: Role, body: string) => ({ role, method: route.method, url, body, what: `body ${body.slice(0, 40)}… (${body.length} chars)` });
  return [
    ...[...new Set<Role>(['anonymous', ...callers])].flatMap((role) => BODIES.map((body) => probe(role, body))),
    probe('anonymous', HUGE_NESTING),
  ];
}

async function send(probe: Probe, tokens: World['tokens']) {
  const token = tokens[probe.role];
  const agent = token ? stack.as(token) : stack.api();
  let test = agent[probe.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](probe.url);
  if (probe.headers) test = test.set(probe.headers);
  if (probe.body !== undefined) test = test.set('Content-Type', 'application/json').send(probe.body);
  return test;
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

async function world(): Promise<World> {
  const { company, admin, participants } = await stack.factory.crew();
  const eventCompany = await stack.factory.company();
  const today = warsawDay(new Date());
  const notStarted = await stack.factory.crew({ dateFrom: addDays(today, 30), dateTo: addDays(today, 60) });
  const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
  const team = await stack.dataSource.getRepository(Team).save({ companyId: company.id, name: 'Fuzz Team' });
  const activity = await stack.dataSource.getRepository(Activity).save({
    companyId: company.id, userId: participants[1].id, activityTypeId: 1, startTime: new Date(), day: today, distance: 5, trees: 1, source: 'manual', status: 'pending',
  });
  return {
    company, eventCompany, admin, participant: participants[0], team, activity,
    tokens: { anonymous: undefined, participant: stack.tokenFor(participants[0]), companyAdmin: stack.tokenFor(admin), companyAdminBeforeStart: stack.tokenFor(notStarted.admin), admin: stack.tokenFor(platformAdmin) },
  };
}

describe('no input gives a 5xx', () => {
  it('answers every generated bad request on every route with a 4xx or less, worded for the caller', async () => {
    const setting = await world();
    const routes = registeredRoutes(stack.app);
    expect(routes.length).toBeGreaterThan(30);
    // The valid requests last, with odd headers or without: they change what the others rely on (an approval, an assignment).
    const changes = (probe: Probe) => Number(probe.valid === true || probe.headers !== undefined);
    const probes = routes.flatMap((route) => probesOf(route, setting)).sort((a, b) => changes(a) - changes(b));
    const failures: string[] = [];
    await inPool(probes, 4, async (probe) => {
      const response = await send(probe, setting.tokens);
      const worded = response.status < 400 || (typeof response.body?.message === 'string' && response.body.message !== '');
      if (probe.valid && response.body?.fields) failures.push(`sample refused, fix validValues: ${probe.method} ${probe.url} as ${probe.role} -> ${JSON.stringify(response.body.fields)}`);
      if (response.status >= 500 || !worded) {
        failures.push(`${response.status} ${probe.method} ${probe.url.slice(0, 120)} as ${probe.role}: ${probe.what} -> ${JSON.stringify(response.body).slice(0, 160)}`);
      }
    });
    expect(failures).toEqual([]);
    expect(probes.length).toBeGreaterThan(1_000);
  }, 180_000);
});
