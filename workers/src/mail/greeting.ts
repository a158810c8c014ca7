import type { Lang } from '@lesne/contracts';
import { greetingName } from '@lesne/domain';

/** Every mail greets its reader by first name (libs/domain greetings.ts). */
export const GREETING: Record<Lang, (name: string) => string> = {
  pl: (name) => `Cześć ${greetingName(name)},`,
  en: (name) => `Hi ${greetingName(name)},`,
};
