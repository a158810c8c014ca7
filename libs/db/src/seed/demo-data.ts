export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_LOGINS = {
  platformAdmin: 'admin@lesne.demo',
  companyAdmin: 'admin@zielona.demo',
  participant: 'anna@zielona.demo',
} as const;

export const DEMO_COMPANIES = [
  {
    name: 'Zielona Firma',
    registerNumber: 'zielona-demo',
    domain: 'zielona.demo',
    admin: DEMO_LOGINS.companyAdmin as string | null,
    adminName: 'Zofia Zielińska',
    participant: DEMO_LOGINS.participant as string | null,
    participants: 38,
    activities: 360,
    startOffsetDays: -20,
    endOffsetDays: 20,
    approval: true,
    closed: false,
    seed: 2026,
  },
  {
    name: 'Las Sp. z o.o.',
    registerNumber: 'las-demo',
    domain: 'las.demo',
    admin: 'admin@las.demo',
    adminName: 'Leszek Leśny',
    participant: null,
    participants: 30,
    activities: 640,
    startOffsetDays: -120,
    endOffsetDays: -60,
    approval: false,
    closed: true,
    seed: 1995,
  },
] as const;

export const TEAM_NAMES = ['Dęby', 'Sosny', 'Brzozy', 'Buki'] as const;

/** First names with surnames of the same grammatical gender, as Polish names go. */
export const PEOPLE_NAMES = {
  female: {
    first: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Ewa', 'Joanna', 'Małgorzata', 'Monika', 'Aleksandra', 'Natalia'],
    last: ['Kowalska', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowska', 'Zielińska', 'Szymańska', 'Woźniak', 'Dąbrowska', 'Kozłowska', 'Mazur', 'Kwiatkowska'],
  },
  male: {
    first: ['Piotr', 'Tomasz', 'Paweł', 'Michał', 'Krzysztof', 'Marcin', 'Jakub', 'Łukasz', 'Grzegorz', 'Wojciech'],
    last: ['Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Kwiatkowski'],
  },
} as const;
