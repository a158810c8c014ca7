import { chatMessageSchema, type ChatMessage } from '@lesne/contracts';
import type { z } from 'zod';

/** The schema and the type in libs/contracts describe the same shape: this spec fails to compile when they drift. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;
export type ChatMessageSchemaMatches = Holds<Same<z.infer<typeof chatMessageSchema>, ChatMessage>>;

const base = { lang: 'pl', companyName: 'Acme', joinUrl: 'https://lesnewyzwanie.pl/rejestracja?code=ACME' } as const;
const place = { place: 1, name: '', trees: 12.5 };

/** What a producer sends of each kind. */
const SENT: ChatMessage[] = [
  { ...base, kind: 'test' },
  { ...base, kind: 'podium', day: '2026-11-27', places: [place, { ...place, place: 2 }, { ...place, place: 2 }], companyTrees: 345 },
  { ...base, kind: 'milestone', milestone: { type: 'trees', trees: 500 }, companyTrees: 501, treeLimit: null, dateTo: '2026-12-31' },
  { ...base, kind: 'milestone', milestone: { type: 'halfway' }, companyTrees: 500, treeLimit: 1000, dateTo: null },
  { ...base, kind: 'closed', companyTrees: 0, places: [] },
  { ...base, kind: 'joined', name: 'Anna Nowak' },
];

describe('chatMessageSchema (the chat.post job’s message)', () => {
  it.each(SENT.map((message) => [message.kind, message] as const))('takes a %s message as sent', (_, message) => {
    expect(chatMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['an unknown kind', { ...base, kind: 'weekly' }],
    ['another language', { ...base, kind: 'test', lang: 'de' }],
    ['a join link that is not a URL', { ...base, kind: 'test', joinUrl: 'rejestracja' }],
    ['a day in another format', { ...base, kind: 'podium', day: '27.11.2026', places: [], companyTrees: 1 }],
    ['a fourth place', { ...base, kind: 'podium', day: '2026-11-27', places: [{ ...place, place: 4 }], companyTrees: 1 }],
    ['more podium rows than a post shows', { ...base, kind: 'closed', companyTrees: 1, places: Array.from({ length: 11 }, () => place) }],
    ['negative trees', { ...base, kind: 'closed', companyTrees: -1, places: [] }],
    ['an unknown milestone', { ...base, kind: 'milestone', milestone: { type: 'quarter' }, companyTrees: 1, treeLimit: null, dateTo: null }],
    ['a milestone without its limit and last day', { ...base, kind: 'milestone', milestone: { type: 'halfway' }, companyTrees: 1 }],
    ['a joined message without a name', { ...base, kind: 'joined' }],
  ])('refuses %s', (_, payload) => {
    expect(chatMessageSchema.safeParse(payload).success).toBe(false);
  });
});
