import type { ChatMessage, ChatMilestoneMessage, ChatPodiumPlace } from '@lesne/contracts';
import { COMPANY_NAME_MAX_LENGTH, formatDate, NAME_MAX_LENGTH, plantedTrees } from '@lesne/domain';
import { clipText, formatTrees } from './chat-format';
import { ours, strong, user, type ChatPost, type Line, type Run } from './chat-post';
import { CHAT_TEXTS, type ChatTexts } from './chat-texts';

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/** Our words around the message's figures and names, in the company's language; trees and places only, never km. */
export function composePost(message: ChatMessage): ChatPost {
  const texts = CHAT_TEXTS[message.lang];
  const trees = (value: number) => formatTrees(value, message.lang);
  // The company's sum counts the trees it plants: whole ones (docs/product.md#languages-and-formats).
  const planted = (value: number) => trees(plantedTrees(value));
  const company = user(clipText(message.companyName.trim(), COMPANY_NAME_MAX_LENGTH));
  const post = (title: Line, paragraphs: Line[][], fallback: Line, facts: ChatPost['facts'] = []): ChatPost => ({
    title,
    paragraphs,
    facts,
    footer: texts.footer,
    button: { text: message.kind === 'closed' ? texts.closedButton : texts.joinButton, url: message.joinUrl },
    fallback,
  });
  switch (message.kind) {
    case 'test':
      return post([ours(texts.test.title)], [[texts.test.body(company)]], [ours(texts.test.title)]);
    case 'podium': {
      const title = texts.podium.title(formatDate(message.day, message.lang), company);
      const total = texts.podium.total(planted(message.companyTrees));
      return post(title, [podiumLines(message.places, texts, trees), [total]], [...title, ours('. '), ...total]);
    }
    case 'milestone': {
      const [title, body] =
        message.milestone.type === 'trees'
          ? [texts.treesMilestone.title(company, trees(message.milestone.trees)), texts.treesMilestone.body(planted(message.companyTrees))]
          : [texts.halfway.title(company), texts.halfway.body(planted(message.companyTrees))];
      return post(title, [[body]], [...title, ours(' '), ...body], milestoneFacts(message, texts, trees));
    }
    case 'closed': {
      const title = texts.closed.title(company);
      const body = texts.closed.body(planted(message.companyTrees));
      const podium = message.places.length ? [[[strong(texts.closed.finalPodium)]], podiumLines(message.places, texts, trees)] : [];
      return post(title, [[body], ...podium], [...title, ours('. '), ...body]);
    }
    case 'joined': {
      const name = message.name.trim() ? user(clipText(message.name.trim(), NAME_MAX_LENGTH)) : ours(texts.anonymous);
      return post([ours(texts.joined.title)], [[texts.joined.body(name, company)]], texts.joined.fallback(company));
    }
  }
}

/** 🥇 Anna Nowak — 12,5 drzewa; a withheld name reads as the anonymous user. */
function podiumLines(places: ChatPodiumPlace[], texts: ChatTexts, trees: (value: number) => string): Line[] {
  if (!places.length) return [[ours(texts.podium.empty)]];
  return places.map(({ place, name, trees: value }): Line => {
    const who: Run = name.trim() ? user(clipText(name.trim(), NAME_MAX_LENGTH)) : ours(texts.anonymous);
    return [ours(`${MEDALS[place] ?? `${place}.`} `), who, ours(' — '), strong(trees(value))];
  });
}

function milestoneFacts(message: ChatMilestoneMessage, texts: ChatTexts, trees: (value: number) => string): ChatPost['facts'] {
  const facts: ChatPost['facts'] = [];
  if (message.treeLimit !== null) facts.push({ title: texts.facts.treeLimit, value: trees(message.treeLimit) });
  if (message.dateTo !== null) facts.push({ title: texts.facts.dateTo, value: formatDate(message.dateTo, message.lang) });
  return facts;
}
