import type { Lang } from '@lesne/contracts';
import { ours, strong, type Line, type Run } from './chat-post';

/**
 * Our words in each language. A person's or the company's name comes in as a Run (to stay plain
 * text), figures come in formatted. The wording avoids forms that agree with a person's gender
 * ("dołącza", not "dołączył(a)") and with a number's case (figures stand where any plural form
 * reads right: "mamy 1 drzewo / 2 drzewa / 5 drzew").
 */
export interface ChatTexts {
  /** a withheld name, as the SPA words it (frontend i18n ranking.anonymousUser) */
  anonymous: string;
  joinButton: string;
  /** the button once the event is over */
  closedButton: string;
  footer: string;
  test: { title: string; body: (company: Run) => Line };
  podium: { title: (day: string, company: Run) => Line; total: (trees: string) => Line; empty: string };
  treesMilestone: { title: (company: Run, trees: string) => Line; body: (companyTrees: string) => Line };
  halfway: { title: (company: Run) => Line; body: (companyTrees: string) => Line };
  facts: { treeLimit: string; dateTo: string };
  closed: { title: (company: Run) => Line; body: (companyTrees: string) => Line; finalPodium: string };
  joined: { title: string; body: (name: Run, company: Run) => Line; fallback: (company: Run) => Line };
}

export const CHAT_TEXTS: Record<Lang, ChatTexts> = {
  pl: {
    anonymous: 'Użytkownik anonimowy',
    joinButton: 'Dołącz do wyzwania',
    closedButton: 'Otwórz Leśne Wyzwanie',
    footer: '🌱 Leśne Wyzwanie: ruch, który sadzi drzewa',
    test: {
      title: '✅ Kanał połączony z Leśnym Wyzwaniem',
      body: (company) => [ours('Tutaj będą się pojawiać wieści z wyzwania firmy '), company, ours(': podium dnia, kolejne progi drzew i wyniki na koniec.')],
    },
    podium: {
      title: (day, company) => [ours(`🏆 Podium na dzień ${day} — `), company],
      total: (trees) => [ours('Razem mamy już '), strong(trees), ours('.')],
      empty: 'Na podium nie ma jeszcze nikogo.',
    },
    treesMilestone: {
      title: (company, trees) => [ours('🌳 '), company, ours(`: ${trees}!`)],
      body: (companyTrees) => [ours('Razem mamy już '), strong(companyTrees), ours('. Tak trzymać!')],
    },
    halfway: {
      title: (company) => [ours('🌳 '), company, ours(': półmetek wyzwania!')],
      body: (companyTrees) => [ours('Jesteśmy w połowie drogi, a razem mamy już '), strong(companyTrees), ours('.')],
    },
    facts: { treeLimit: 'Limit drzew', dateTo: 'Koniec wyzwania' },
    closed: {
      title: (company) => [ours('🏁 '), company, ours(': wyzwanie zakończone')],
      body: (companyTrees) => [ours('Razem posadzimy '), strong(companyTrees), ours('. Dziękujemy wszystkim za udział!')],
      finalPodium: 'Podium końcowe',
    },
    joined: {
      title: '👋 Nowa osoba w wyzwaniu',
      body: (name, company) => [name, ours(' dołącza do wyzwania firmy '), company, ours('. Witamy!')],
      fallback: (company) => [ours('👋 Nowa osoba w wyzwaniu firmy '), company, ours('.')],
    },
  },
  en: {
    anonymous: 'Anonymous user',
    joinButton: 'Join the challenge',
    closedButton: 'Open Forest Challenge',
    footer: '🌱 Forest Challenge: exercise that plants trees',
    test: {
      title: '✅ This channel is connected to Forest Challenge',
      body: (company) => [ours('News of the challenge at '), company, ours(' will appear here: the daily podium, tree milestones and the final results.')],
    },
    podium: {
      title: (day, company) => [ours(`🏆 Podium as of ${day} — `), company],
      total: (trees) => [ours('Together we have '), strong(trees), ours(' so far.')],
      empty: 'Nobody is on the podium yet.',
    },
    treesMilestone: {
      title: (company, trees) => [ours('🌳 '), company, ours(`: ${trees}!`)],
      body: (companyTrees) => [ours('Together we have '), strong(companyTrees), ours(' so far. Keep it up!')],
    },
    halfway: {
      title: (company) => [ours('🌳 '), company, ours(': half-way through the challenge!')],
      body: (companyTrees) => [ours('We are half-way there, with '), strong(companyTrees), ours(' together so far.')],
    },
    facts: { treeLimit: 'Tree limit', dateTo: 'Challenge ends' },
    closed: {
      title: (company) => [ours('🏁 '), company, ours(': the challenge is over')],
      body: (companyTrees) => [ours('Together we will plant '), strong(companyTrees), ours('. Thank you all for taking part!')],
      finalPodium: 'Final podium',
    },
    joined: {
      title: '👋 Someone new in the challenge',
      body: (name, company) => [name, ours(' has joined the challenge at '), company, ours('. Welcome!')],
      fallback: (company) => [ours('👋 Someone new has joined the challenge at '), company, ours('.')],
    },
  },
};
