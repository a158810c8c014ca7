import type { ChatMessage, ChatPodiumPlace, Lang } from '@lesne/contracts';
import { chatBody } from './chat-body';
import { SLACK_LIMITS } from './slack-body';

/** What the tests read of a body: the parts of Block Kit and of an Adaptive Card our posts use. */
interface SlackText {
  type: 'plain_text' | 'mrkdwn';
  text: string;
  verbatim?: boolean;
}
interface SlackBlock {
  type: string;
  text?: SlackText;
  fields?: SlackText[];
  elements?: Array<SlackText & { text: SlackText | string; url?: string }>;
}
interface SlackBody {
  text: string;
  blocks: SlackBlock[];
}
interface CardElement {
  type: string;
  text?: string;
  inlines?: Array<{ type: string; text: string }>;
  facts?: Array<{ title: string; value: string }>;
}
interface TeamsBody {
  type: string;
  attachments: Array<{ contentType: string; contentUrl: null; content: { type: string; version: string; fallbackText: string; body: CardElement[]; actions: Array<{ type: string; title: string; url: string }> } }>;
}

const JOIN_URL = 'https://lesnewyzwanie.pl/rejestracja?code=ACME-2026';
const PLACES: ChatPodiumPlace[] = [
  { place: 1, name: 'Anna Nowak', trees: 12.5 },
  { place: 2, name: '', trees: 10 },
  { place: 3, name: 'Jan Kowalski', trees: 2 },
];

function messageOf(kind: ChatMessage['kind'], lang: Lang, companyName = 'Acme'): ChatMessage {
  const base = { lang, companyName, joinUrl: JOIN_URL };
  switch (kind) {
    case 'test':
      return { ...base, kind };
    case 'podium':
      return { ...base, kind, day: '2026-11-27', places: PLACES, companyTrees: 345 };
    case 'milestone':
      return { ...base, kind, milestone: { type: 'trees', trees: 500 }, companyTrees: 501, treeLimit: 1000, dateTo: '2026-12-31' };
    case 'closed':
      // 1234.8 in the sum: the post counts the whole trees the company plants
      return { ...base, kind, companyTrees: 1234.8, places: [{ place: 1, name: 'Anna Nowak', trees: 300.25 }] };
    case 'joined':
      return { ...base, kind, name: 'Anna Nowak' };
  }
}

const slack = (message: ChatMessage) => chatBody('slack', message) as SlackBody;
const teams = (message: ChatMessage) => chatBody('teams', message) as TeamsBody;
const card = (message: ChatMessage) => teams(message).attachments[0].content;

/** Every text object of a Slack body, in order. */
const slackTextObjects = (body: SlackBody): SlackText[] =>
  body.blocks.flatMap((block) => [
    ...(block.text ? [block.text] : []),
    ...(block.fields ?? []),
    ...(block.elements ?? []).map((element) => (typeof element.text === 'string' ? element : element.text)),
  ]);
/** The lines a reader sees, emphasis markers left out (our test names hold no asterisks). */
const slackLines = (body: SlackBody) => slackTextObjects(body).flatMap((text) => text.text.replace(/\*/g, '').split('\n'));
const cardLine = (element: CardElement): string[] =>
  element.inlines ? [element.inlines.map((inline) => inline.text).join('')] : element.facts ? element.facts.flatMap((fact) => [fact.title, fact.value]) : [element.text ?? ''];
const teamsLines = (message: ChatMessage) => card(message).body.flatMap(cardLine).map((line) => line.replace(/\*\*/g, ''));
const slackButton = (body: SlackBody) => body.blocks.find((block) => block.type === 'actions')?.elements?.[0];

interface Expected {
  title: string;
  lines: string[];
  button: string;
  fallback: string;
}

const EXPECTED: Record<ChatMessage['kind'], Record<Lang, Expected>> = {
  test: {
    pl: {
      title: '✅ Kanał połączony z Leśnym Wyzwaniem',
      lines: ['Tutaj będą się pojawiać wieści z wyzwania firmy Acme: podium dnia, kolejne progi drzew i wyniki na koniec.'],
      button: 'Dołącz do wyzwania',
      fallback: '✅ Kanał połączony z Leśnym Wyzwaniem',
    },
    en: {
      title: '✅ This channel is connected to Forest Challenge',
      lines: ['News of the challenge at Acme will appear here: the daily podium, tree milestones and the final results.'],
      button: 'Join the challenge',
      fallback: '✅ This channel is connected to Forest Challenge',
    },
  },
  podium: {
    pl: {
      title: '🏆 Podium na dzień 27.11.2026 — Acme',
      lines: ['🥇 Anna Nowak — 12,5 drzewa', '🥈 Użytkownik anonimowy — 10 drzew', '🥉 Jan Kowalski — 2 drzewa', 'Razem mamy już 345 drzew.'],
      button: 'Dołącz do wyzwania',
      fallback: '🏆 Podium na dzień 27.11.2026 — Acme. Razem mamy już 345 drzew.',
    },
    en: {
      title: '🏆 Podium as of 27 November 2026 — Acme',
      lines: ['🥇 Anna Nowak — 12.5 trees', '🥈 Anonymous user — 10 trees', '🥉 Jan Kowalski — 2 trees', 'Together we have 345 trees so far.'],
      button: 'Join the challenge',
      fallback: '🏆 Podium as of 27 November 2026 — Acme. Together we have 345 trees so far.',
    },
  },
  milestone: {
    pl: {
      title: '🌳 Acme: 500 drzew!',
      lines: ['Razem mamy już 501 drzew. Tak trzymać!', 'Limit drzew', '1000 drzew', 'Koniec wyzwania', '31.12.2026'],
      button: 'Dołącz do wyzwania',
      fallback: '🌳 Acme: 500 drzew! Razem mamy już 501 drzew. Tak trzymać!',
    },
    en: {
      title: '🌳 Acme: 500 trees!',
      lines: ['Together we have 501 trees so far. Keep it up!', 'Tree limit', '1,000 trees', 'Challenge ends', '31 December 2026'],
      button: 'Join the challenge',
      fallback: '🌳 Acme: 500 trees! Together we have 501 trees so far. Keep it up!',
    },
  },
  closed: {
    pl: {
      title: '🏁 Acme: wyzwanie zakończone',
      lines: ['Razem posadzimy 1234 drzewa. Dziękujemy wszystkim za udział!', 'Podium końcowe', '🥇 Anna Nowak — 300,25 drzewa'],
      button: 'Otwórz Leśne Wyzwanie',
      fallback: '🏁 Acme: wyzwanie zakończone. Razem posadzimy 1234 drzewa. Dziękujemy wszystkim za udział!',
    },
    en: {
      title: '🏁 Acme: the challenge is over',
      lines: ['Together we will plant 1,234 trees. Thank you all for taking part!', 'Final podium', '🥇 Anna Nowak — 300.25 trees'],
      button: 'Open Forest Challenge',
      fallback: '🏁 Acme: the challenge is over. Together we will plant 1,234 trees. Thank you all for taking part!',
    },
  },
  joined: {
    pl: {
      title: '👋 Nowa osoba w wyzwaniu',
      lines: ['Anna Nowak dołącza do wyzwania firmy Acme. Witamy!'],
      button: 'Dołącz do wyzwania',
      fallback: '👋 Nowa osoba w wyzwaniu firmy Acme.',
    },
    en: {
      title: '👋 Someone new in the challenge',
      lines: ['Anna Nowak has joined the challenge at Acme. Welcome!'],
      button: 'Join the challenge',
      fallback: '👋 Someone new has joined the challenge at Acme.',
    },
  },
};

const FOOTER: Record<Lang, string> = { pl: '🌱 Leśne Wyzwanie: ruch, który sadzi drzewa', en: '🌱 Forest Challenge: exercise that plants trees' };
const CASES = (Object.keys(EXPECTED) as Array<ChatMessage['kind']>).flatMap((kind) => (['pl', 'en'] as const).map((lang) => [kind, lang] as const));

describe('chatBody for Slack', () => {
  it.each(CASES)('writes a %s post in %s: header, lines, footer, button and fallback text', (kind, lang) => {
    const expected = EXPECTED[kind][lang];
    const body = slack(messageOf(kind, lang));
    expect(body.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: expected.title, emoji: true } });
    expect(slackLines(body)).toEqual([expected.title, ...expected.lines, FOOTER[lang], expected.button]);
    expect(slackButton(body)).toMatchObject({ type: 'button', url: JOIN_URL, text: { type: 'plain_text', text: expected.button } });
    expect(body.blocks.at(-1)?.type).toBe('actions');
    expect(body.text).toBe(expected.fallback);
  });

  it('bolds the figures in mrkdwn and puts the facts in fields', () => {
    const body = slack(messageOf('milestone', 'pl'));
    expect(body.blocks[1].text).toEqual({ type: 'mrkdwn', text: 'Razem mamy już *501 drzew*. Tak trzymać!', verbatim: true });
    expect(body.blocks[2].fields).toEqual([
      { type: 'mrkdwn', text: '*Limit drzew*\n1000 drzew', verbatim: true },
      { type: 'mrkdwn', text: '*Koniec wyzwania*\n31.12.2026', verbatim: true },
    ]);
  });

  it('leaves out the facts the event does not have', () => {
    const halfway: ChatMessage = { lang: 'pl', companyName: 'Acme', joinUrl: JOIN_URL, kind: 'milestone', milestone: { type: 'halfway' }, companyTrees: 502, treeLimit: null, dateTo: '2026-12-31' };
    expect(slackLines(slack(halfway))).toEqual([
      '🌳 Acme: półmetek wyzwania!',
      'Jesteśmy w połowie drogi, a razem mamy już 502 drzewa.',
      'Koniec wyzwania',
      '31.12.2026',
      FOOTER.pl,
      'Dołącz do wyzwania',
    ]);
    const noFacts = slack({ ...halfway, dateTo: null });
    expect(noFacts.blocks.some((block) => block.fields)).toBe(false);
  });

  it('says so when nobody is on the podium, and leaves the final podium out of a close without one', () => {
    expect(slackLines(slack({ ...(messageOf('podium', 'en') as Extract<ChatMessage, { kind: 'podium' }>), places: [] }))).toContain('Nobody is on the podium yet.');
    const closed = slackLines(slack({ ...(messageOf('closed', 'en') as Extract<ChatMessage, { kind: 'closed' }>), places: [] }));
    expect(closed).not.toContain('Final podium');
    expect(closed).toHaveLength(4);
  });

  it('names a new participant who hides their name as the anonymous user', () => {
    expect(slackLines(slack({ ...messageOf('joined', 'pl'), name: '  ' } as ChatMessage))).toContain('Użytkownik anonimowy dołącza do wyzwania firmy Acme. Witamy!');
  });
});

describe('chatBody for Teams', () => {
  it.each(CASES)('writes a %s post in %s as one Adaptive Card 1.5 with the button to the join link', (kind, lang) => {
    const expected = EXPECTED[kind][lang];
    const body = teams(messageOf(kind, lang));
    expect(body.type).toBe('message');
    expect(body.attachments).toHaveLength(1);
    expect(body.attachments[0]).toMatchObject({ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null });
    const content = body.attachments[0].content;
    expect(content).toMatchObject({ $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', type: 'AdaptiveCard', version: '1.5' });
    expect(teamsLines(messageOf(kind, lang))).toEqual([expected.title, ...expected.lines, FOOTER[lang]]);
    expect(content.actions).toEqual([{ type: 'Action.OpenUrl', title: expected.button, url: JOIN_URL }]);
    expect(content.fallbackText).toBe(expected.fallback);
  });

  it('wraps every TextBlock and gives the title its size', () => {
    const content = card(messageOf('test', 'pl'));
    for (const element of content.body.filter((block) => block.type === 'TextBlock')) expect(element).toMatchObject({ wrap: true });
    expect(content.body[0]).toMatchObject({ type: 'TextBlock', size: 'Large', weight: 'Bolder', style: 'heading' });
    expect(card(messageOf('podium', 'pl')).body[0]).toMatchObject({ type: 'RichTextBlock', inlines: expect.arrayContaining([expect.objectContaining({ text: 'Acme', size: 'Large', weight: 'Bolder' })]) });
  });

  it('bolds the figures: markdown in a TextBlock, the weight of a TextRun', () => {
    const podium = card(messageOf('podium', 'pl')).body;
    expect(podium).toContainEqual({ type: 'TextBlock', text: 'Razem mamy już **345 drzew**.', wrap: true });
    expect(podium[1]).toEqual({
      type: 'RichTextBlock',
      inlines: [
        { type: 'TextRun', text: '🥇 ' },
        { type: 'TextRun', text: 'Anna Nowak' },
        { type: 'TextRun', text: ' — ' },
        { type: 'TextRun', text: '12,5 drzewa', weight: 'Bolder' },
      ],
    });
  });
});

describe('chatBody shows no one’s kilometres', () => {
  it.each(CASES)('a %s post in %s mentions no km on either platform', (kind, lang) => {
    for (const platform of ['slack', 'teams'] as const) expect(JSON.stringify(chatBody(platform, messageOf(kind, lang)))).not.toMatch(/\bkm\b|kilomet/i);
  });
});

const HOSTILE = ['<!channel>', '<!here|here>', '<@U024BE7LH>', '<https://evil.example|Click me>', '*bold*', '_italic_', '[x](http://evil)', '&lt;!channel&gt;', '@channel'];

describe('chatBody keeps hostile names as typed', () => {
  const hostileMessages = (name: string): ChatMessage[] => [
    { ...(messageOf('podium', 'pl') as Extract<ChatMessage, { kind: 'podium' }>), places: [{ place: 1, name, trees: 3 }] },
    { ...(messageOf('closed', 'en') as Extract<ChatMessage, { kind: 'closed' }>), places: [{ place: 1, name, trees: 3 }] },
    { ...messageOf('joined', 'pl'), name } as ChatMessage,
    messageOf('milestone', 'en', name),
    messageOf('test', 'pl', name),
  ];

  it.each(HOSTILE)('Slack: %p can make no link, mention or markup', (name) => {
    const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const message of hostileMessages(name)) {
      const body = slack(message);
      const texts = slackTextObjects(body);
      for (const text of [...texts.map((object) => object.text), body.text]) expect(text).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
      // a name shows only in plain text, which Slack neither formats nor parses, escaped as Slack asks
      expect(texts.filter((text) => text.text.includes(escaped)).map((text) => text.type)).toEqual(expect.arrayContaining(['plain_text']));
      for (const text of texts.filter((object) => object.type === 'mrkdwn')) {
        expect(text.text).not.toContain(escaped);
        expect(text.verbatim).toBe(true);
      }
    }
  });

  it.each(HOSTILE)('Slack: a person named %p never reaches the notification text', (name) => {
    expect(slack({ ...messageOf('joined', 'en'), name } as ChatMessage).text).toBe(EXPECTED.joined.en.fallback);
    expect(slack({ ...(messageOf('podium', 'en') as Extract<ChatMessage, { kind: 'podium' }>), places: [{ place: 1, name, trees: 3 }] }).text).toBe(EXPECTED.podium.en.fallback);
  });

  it.each(HOSTILE)('Teams: %p shows only as a TextRun, which is plain text, and never in markdown', (name) => {
    for (const message of hostileMessages(name)) {
      const body = card(message).body;
      const runs = body.flatMap((element) => element.inlines ?? []);
      expect(runs.filter((run) => run.text === name.trim())).not.toHaveLength(0);
      const markdown = body.flatMap((element) => [element.text ?? '', ...(element.facts ?? []).flatMap((fact) => [fact.title, fact.value])]);
      for (const text of markdown) expect(text).not.toContain(name);
    }
  });
});

describe('chatBody within Block Kit’s limits', () => {
  /** Every limit our posts could reach, checked on a body. */
  function expectWithinSlackLimits(body: SlackBody): void {
    expect(body.text.length).toBeGreaterThan(0);
    expect(body.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fallbackText);
    expect(body.blocks.length).toBeLessThanOrEqual(SLACK_LIMITS.blocks);
    for (const block of body.blocks) {
      if (block.type === 'header') expect(block.text?.text.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
      if (block.type === 'section' && block.text) expect(block.text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.sectionText);
      for (const field of block.fields ?? []) expect(field.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fieldText);
      if (block.type === 'actions') for (const element of block.elements ?? []) expect((element.text as SlackText).text.length).toBeLessThanOrEqual(SLACK_LIMITS.buttonText);
      for (const text of slackTextObjects({ text: '', blocks: [block] })) {
        expect(text.text.length).toBeGreaterThan(0);
        expect(text.text).not.toMatch(/&(?!amp;|lt;|gt;)/);
      }
    }
  }

  const longCompany = 'Przedsiębiorstwo Wielobranżowe & Synowie <Spółka z ograniczoną odpowiedzialnością> '.repeat(60);
  const tenPlaces = Array.from({ length: 10 }, (_, index): ChatPodiumPlace => ({ place: Math.min(3, index + 1), name: '<&>'.repeat(400), trees: 1234567.89 }));

  it.each(CASES)('a %s post in %s with a very long company name and names keeps every limit', (kind, lang) => {
    const message = messageOf(kind, lang, longCompany);
    const withPlaces = 'places' in message ? { ...message, places: tenPlaces } : message;
    const named = message.kind === 'joined' ? { ...message, name: '&'.repeat(5000) } : withPlaces;
    expectWithinSlackLimits(slack(named as ChatMessage));
  });

  it('cuts the company name in the header, not our words', () => {
    const header = slack(messageOf('milestone', 'pl', '&'.repeat(300))).blocks[0].text?.text ?? '';
    expect(header.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
    expect(header).toMatch(/^🌳 (&amp;)+…: 500 drzew!$/);
  });

  it('cuts a long name with an ellipsis, keeps the trees, and leaves a short one whole', () => {
    const body = slack({ ...(messageOf('podium', 'pl') as Extract<ChatMessage, { kind: 'podium' }>), places: [{ place: 1, name: 'A'.repeat(150), trees: 5 }, { place: 2, name: 'Ola', trees: 4 }] });
    expect(slackLines(body)).toContain(`🥇 ${'A'.repeat(99)}… — 5 drzew`);
    expect(slackLines(body)).toContain('🥈 Ola — 4 drzewa');
  });

  it('cuts long names evenly when the podium would not fit its section', () => {
    const body = slack({ ...(messageOf('podium', 'pl') as Extract<ChatMessage, { kind: 'podium' }>), places: tenPlaces });
    const lines = body.blocks[1].text?.text.split('\n') ?? [];
    expect(lines).toHaveLength(10);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^🥇 (&lt;&amp;&gt;)+(&lt;|&lt;&amp;)?… — 1\u00a0234\u00a0567,89 drzewa$/);
    expect(body.blocks[1].text?.text.length).toBeGreaterThan(SLACK_LIMITS.sectionText - 20);
  });

  it('shows a tie of ten on the podium within one section', () => {
    const body = slack({ ...(messageOf('podium', 'en') as Extract<ChatMessage, { kind: 'podium' }>), places: Array.from({ length: 10 }, (_, index) => ({ place: 3, name: `Runner ${index}`, trees: 7 })) });
    expect(slackLines(body).filter((line) => line.startsWith('🥉'))).toHaveLength(10);
    expect(body.blocks.length).toBeLessThanOrEqual(7);
  });
});
