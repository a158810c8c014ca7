import type { Lang, WeeklyDigestParams } from '@lesne/contracts';
import { digestPace, environmentalStats, formatDate, formatDateRange, numberFormatsByLang, placeMovement, plantedTrees } from '@lesne/domain';
import { GREETING } from '../greeting';

/** A block of the digest: a heading and its lines. */
export interface DigestSection {
  heading: string;
  lines: string[];
}

/** The digest's words and figures in one language, which the HTML and the plain-text part both show. */
export interface DigestView {
  lang: Lang;
  subject: string;
  /** the line mail clients show beside the subject */
  preheader: string;
  greeting: string;
  intro: string;
  sections: DigestSection[];
  podium: { heading: string; rows: Array<{ place: string; name: string; trees: string }> } | null;
  button: string;
  link: string;
  footer: string;
  why: string;
  unsubscribe: string;
  unsubscribePage: string;
}

const decimal = numberFormatsByLang({ maximumFractionDigits: 1 });
const whole = numberFormatsByLang({ maximumFractionDigits: 0 });
const plurals: Record<Lang, Intl.PluralRules> = { pl: new Intl.PluralRules('pl'), en: new Intl.PluralRules('en') };

/** A count or measure with its noun in the right form: "1 drzewo", "2,5 drzewa", "5 drzew"; "1 tree", "2.5 trees". */
function counted(lang: Lang, value: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }, format = decimal): string {
  const shown = format[lang].format(value);
  const read = Number(shown.replace(/[\s,]/g, (separator) => (separator === ',' && lang === 'pl' ? '.' : '')));
  const rule = Number.isInteger(read) ? plurals[lang].select(read) : 'other';
  return `${shown}\u00a0${forms[rule] ?? forms.other}`;
}

const TREES: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'drzewo', few: 'drzewa', many: 'drzew', other: 'drzewa' },
  en: { one: 'tree', other: 'trees' },
};
const DAYS: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' },
  en: { one: 'day', other: 'days' },
};
const PLACES: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'miejsce', few: 'miejsca', many: 'miejsc', other: 'miejsca' },
  en: { one: 'place', other: 'places' },
};
const PEOPLE: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'osoba', few: 'osoby', many: 'osób', other: 'osoby' },
  en: { one: 'person', other: 'people' },
};
/** After "dla" and "z", the genitive: "z 1 osoby", "dla 2 osób", "z 5 osób". */
const PEOPLE_GENITIVE: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'osoby', few: 'osób', many: 'osób', other: 'osoby' },
  en: PEOPLE.en,
};
const WEEKS: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'tydzień', few: 'tygodnie', many: 'tygodni', other: 'tygodnia' },
  en: { one: 'week', other: 'weeks' },
};

/** A person's or a team's trees: a measure, with a decimal. */
const trees = (lang: Lang, value: number) => counted(lang, value, TREES[lang]);
/** The trees a company plants: whole trees, as every screen counts them. */
const planted = (lang: Lang, value: number) => counted(lang, plantedTrees(value), TREES[lang], whole);
const km = (lang: Lang, value: number) => `${decimal[lang].format(value)}\u00a0km`;
const count = (lang: Lang, value: number) => whole[lang].format(value);

function movementText(lang: Lang, moved: number | null): string {
  if (moved === null) return '';
  if (moved === 0) return lang === 'pl' ? ' (bez zmian od zeszłego tygodnia)' : ' (unchanged since last week)';
  const places = counted(lang, Math.abs(moved), PLACES[lang], whole);
  if (lang === 'pl') return moved > 0 ? ` (w górę o ${places})` : ` (w dół o ${places})`;
  return moved > 0 ? ` (up ${places})` : ` (down ${places})`;
}

function ownSection(lang: Lang, { own, kind }: WeeklyDigestParams): DigestSection {
  const pl = lang === 'pl';
  const lines = [
    pl ? `W tym tygodniu: ${km(lang, own.weekKm)} i ${trees(lang, own.weekTrees)}.` : `This week: ${km(lang, own.weekKm)} and ${trees(lang, own.weekTrees)}.`,
    pl ? `Od początku wyzwania: ${km(lang, own.km)} i ${trees(lang, own.trees)}.` : `Since the challenge began: ${km(lang, own.km)} and ${trees(lang, own.trees)}.`,
  ];
  if (own.place !== null) {
    const moved = kind === 'weekly' ? movementText(lang, placeMovement(own.place, own.placeBefore)) : '';
    lines.push(pl ? `Twoje miejsce w rankingu: ${own.place}. z ${own.ranked}${moved}.` : `Your place in the ranking: ${own.place} of ${own.ranked}${moved}.`);
  } else if (own.ranked > 0 && own.trees === 0 && own.km === 0) {
    lines.push(pl ? 'Dodaj pierwszy wynik, a pojawisz się w rankingu.' : 'Add your first result to appear in the ranking.');
  }
  return { heading: pl ? 'Twoje wyniki' : 'Your results', lines };
}

function teamSection(lang: Lang, team: NonNullable<WeeklyDigestParams['team']>): DigestSection {
  const pl = lang === 'pl';
  const place = team.place === null ? '' : pl ? `, ${team.place}. miejsce z ${team.teams}` : `, place ${team.place} of ${team.teams}`;
  return { heading: pl ? 'Twoja drużyna' : 'Your team', lines: [`${team.name}: ${trees(lang, team.trees)}${place}.`] };
}

function companySection(lang: Lang, { company, companyName, kind }: WeeklyDigestParams): DigestSection {
  const pl = lang === 'pl';
  const lines: string[] = [];
  const goal = company.treeLimit !== null ? (pl ? ` z ${planted(lang, company.treeLimit)} celu` : ` of its goal of ${planted(lang, company.treeLimit)}`) : '';
  lines.push(
    kind === 'final'
      ? pl ? `${companyName} zasadzi razem ${planted(lang, company.trees)}.` : `Together, ${companyName} will plant ${planted(lang, company.trees)}.`
      : pl ? `${companyName} ma już ${planted(lang, company.trees)}${goal}, w tym ${trees(lang, company.weekTrees)} z tego tygodnia.` : `${companyName} has ${planted(lang, company.trees)}${goal}, ${trees(lang, company.weekTrees)} of them this week.`,
  );
  if (kind === 'weekly' && company.daysLeft !== null && company.dateTo !== null) {
    const left = counted(lang, company.daysLeft, DAYS[lang], whole);
    lines.push(pl ? `Do końca wyzwania (${formatDate(company.dateTo, lang)}) ${company.daysLeft === 1 ? 'został' : 'zostało'} ${left}.` : `${left} left until the challenge ends (${formatDate(company.dateTo, lang)}).`);
  }
  const stats = environmentalStats(company.trees);
  lines.push(
    pl
      ? `Te drzewa pochłoną rocznie ${count(lang, stats.co2)}\u00a0kg CO₂ i dadzą tlen dla ${counted(lang, stats.oxygen, PEOPLE_GENITIVE[lang], whole)}.`
      : `These trees will absorb ${count(lang, stats.co2)}\u00a0kg of CO₂ a year and give oxygen to ${counted(lang, stats.oxygen, PEOPLE[lang], whole)}.`,
  );
  return { heading: pl ? 'Cała firma' : 'The whole company', lines };
}

function paceLine(lang: Lang, company: WeeklyDigestParams['company']): string | null {
  const pace = digestPace(company);
  const pl = lang === 'pl';
  if (pace?.kind === 'treeLimit') {
    if (pace.weeks === null) return pl ? 'W tym tygodniu nie przybyło drzew: cel drzew się nie przybliżył.' : 'No trees were added this week: the tree goal came no closer.';
    const weeks = counted(lang, pace.weeks, WEEKS[lang], whole);
    return pl ? `W tym tempie firma osiągnie cel drzew za około ${weeks}.` : `At this pace the company reaches its tree goal in about ${weeks}.`;
  }
  if (pace?.kind === 'endDate') {
    return pl ? `W tym tempie do końca wyzwania przybędzie jeszcze około ${trees(lang, pace.trees)}.` : `At this pace about ${trees(lang, pace.trees)} more will be added by the end.`;
  }
  return null;
}

function adminSection(lang: Lang, params: WeeklyDigestParams): DigestSection | null {
  const { admin } = params;
  if (!admin) return null;
  const pl = lang === 'pl';
  const lines = [
    pl ? `Aktywni w tym tygodniu: ${count(lang, admin.activeThisWeek)} z ${counted(lang, admin.people, PEOPLE_GENITIVE[lang], whole)}.` : `Active this week: ${count(lang, admin.activeThisWeek)} of ${counted(lang, admin.people, PEOPLE[lang], whole)}.`,
    pl ? `Nowe osoby w tym tygodniu: ${count(lang, admin.newThisWeek)}.` : `New this week: ${counted(lang, admin.newThisWeek, PEOPLE[lang], whole)}.`,
    pl ? `Czeka na zatwierdzenie: ${count(lang, admin.pending)}, oznaczone do sprawdzenia: ${count(lang, admin.flagged)}.` : `Waiting for approval: ${count(lang, admin.pending)}; flagged for a check: ${count(lang, admin.flagged)}.`,
  ];
  const pace = params.kind === 'weekly' ? paceLine(lang, params.company) : null;
  if (pace) lines.push(pace);
  return { heading: pl ? 'Dla administratora wydarzenia' : "For the event's administrator", lines };
}

/** The digest's view in the person's language. */
export function digestView(lang: Lang, params: WeeklyDigestParams): DigestView {
  const pl = lang === 'pl';
  const final = params.kind === 'final';
  const period = formatDateRange(params.weekFrom, params.weekTo, lang);
  const sections = [ownSection(lang, params), params.team ? teamSection(lang, params.team) : null, companySection(lang, params), adminSection(lang, params)].filter(
    (section): section is DigestSection => section !== null,
  );
  return {
    lang,
    subject: final
      ? pl ? `Leśne Wyzwanie firmy ${params.companyName} zakończone: podium i Twój wynik` : `${params.companyName}'s Forest Challenge is over: the podium and your result`
      : pl ? `Twój tydzień w Leśnym Wyzwaniu: ${trees(lang, params.own.weekTrees)}` : `Your week in the Forest Challenge: ${trees(lang, params.own.weekTrees)}`,
    preheader: pl ? `${km(lang, params.own.weekKm)} w tym tygodniu, ${planted(lang, params.company.trees)} całej firmy` : `${km(lang, params.own.weekKm)} this week, ${planted(lang, params.company.trees)} for the whole company`,
    greeting: GREETING[lang](params.name),
    intro: final
      ? pl ? `Leśne Wyzwanie firmy ${params.companyName} dobiegło końca. Dziękujemy za każdy kilometr!` : `${params.companyName}'s Forest Challenge has ended. Thank you for every kilometre!`
      : pl ? `oto Twój tydzień (${period}) w Leśnym Wyzwaniu firmy ${params.companyName}.` : `here is your week (${period}) in ${params.companyName}'s Forest Challenge.`,
    sections,
    podium: params.podium && params.podium.length > 0
      ? { heading: pl ? 'Końcowe podium' : 'The final podium', rows: params.podium.map((row) => ({ place: `${row.place}.`, name: row.name || (pl ? 'Anonimowy uczestnik' : 'Anonymous participant'), trees: trees(lang, row.trees) })) }
      : null,
    button: pl ? 'Otwórz Leśne Wyzwanie' : 'Open the Forest Challenge',
    link: params.link,
    footer: pl ? 'Zespół Leśnego Wyzwania' : 'The Forest Challenge team',
    why: final
      ? pl ? 'To ostatnie podsumowanie tego wyzwania.' : 'This is the last summary of this challenge.'
      : pl ? 'Wysyłamy to podsumowanie w każdy poniedziałek, dopóki trwa wyzwanie.' : 'We send this summary every Monday while the challenge runs.',
    unsubscribe: pl ? 'Wypisz się z podsumowań' : 'Unsubscribe from summaries',
    unsubscribePage: params.unsubscribePage,
  };
}
