import type { WeeklyDigestParams } from '@lesne/contracts';
import { renderWeeklyDigest } from './weekly-digest-mail';

const participant: WeeklyDigestParams = {
  name: 'Ola Nowak',
  companyName: 'Zielona <Sp. z o.o.>',
  kind: 'weekly',
  weekFrom: '2026-11-23',
  weekTo: '2026-11-29',
  own: { weekTrees: 2.5, weekKm: 24.3, trees: 5, km: 51.25, place: 2, placeBefore: 4, ranked: 12 },
  team: null,
  company: { trees: 1234.5, weekTrees: 140, treeLimit: null, dateTo: '2026-12-31', daysLeft: 31 },
  podium: null,
  admin: null,
  link: 'http://localhost:3000/',
  unsubscribePage: 'http://localhost:3000/wypisz-podsumowanie?token=7.abc',
  unsubscribeOneClick: 'http://localhost:3000/api/v1/weekly-digest/unsubscribe?token=7.abc',
};

const teamMember: WeeklyDigestParams = { ...participant, team: { name: 'Biegacze', place: 1, teams: 3, trees: 40 } };

const admin: WeeklyDigestParams = {
  ...participant,
  own: { ...participant.own, weekTrees: 0, weekKm: 0, trees: 0, km: 0, place: null, placeBefore: null },
  company: { ...participant.company, treeLimit: 2000, dateTo: null, daysLeft: null },
  admin: { people: 120, activeThisWeek: 37, newThisWeek: 5, pending: 3, flagged: 1 },
};

describe('the weekly digest mail', () => {
  it("greets a participant by first name and tells their week, totals, place and how it moved, the company's whole trees and days left, and what the trees do, in Polish", async () => {
    const mail = await renderWeeklyDigest('pl', participant);
    expect(mail.subject).toBe('Twój tydzień w Leśnym Wyzwaniu: 2,5\u00a0drzewa');
    expect(mail.text).toContain('Cześć Ola,');
    expect(mail.text).toContain('oto Twój tydzień (23.11.2026 – 29.11.2026) w Leśnym Wyzwaniu firmy Zielona <Sp. z o.o.>.');
    expect(mail.text).toContain('W tym tygodniu: 24,3\u00a0km i 2,5\u00a0drzewa.');
    expect(mail.text).toContain('Od początku wyzwania: 51,3\u00a0km i 5\u00a0drzew.');
    expect(mail.text).toContain('Twoje miejsce w rankingu: 2. z 12 (w górę o 2\u00a0miejsca).');
    expect(mail.text).toContain('Zielona <Sp. z o.o.> ma już 1234\u00a0drzewa, w tym 140\u00a0drzew z tego tygodnia.');
    expect(mail.text).toContain('Do końca wyzwania (31.12.2026) zostało 31\u00a0dni.');
    expect(mail.text).toContain('Te drzewa pochłoną rocznie 27\u00a0148\u00a0kg CO₂ i dadzą tlen dla 197\u00a0osób.');
    expect(mail.text).not.toContain('Dla administratora');
    expect(mail.text).toContain(`Wypisz się z podsumowań: ${participant.unsubscribePage}`);
  });

  it('is HTML from the MJML layout with the same words, every field escaped, and a plain-text part', async () => {
    const mail = await renderWeeklyDigest('pl', participant);
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('<html lang="pl"');
    expect(mail.html).toContain('Zielona &lt;Sp. z o.o.&gt;');
    expect(mail.html).not.toContain('Zielona <Sp.');
    expect(mail.html).toContain('Twoje miejsce w rankingu: 2. z 12');
    expect(mail.html).toContain(`href="${participant.unsubscribePage.replace(/=/g, '&#x3D;')}"`);
    expect(mail.html).not.toMatch(/\{\{|\}\}|<mj-/);
  });

  it('carries the one-click unsubscribe headers of RFC 8058', async () => {
    const mail = await renderWeeklyDigest('en', participant);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${participant.unsubscribeOneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it("tells a team member their team's place and trees, in English", async () => {
    const mail = await renderWeeklyDigest('en', teamMember);
    expect(mail.subject).toBe('Your week in the Forest Challenge: 2.5\u00a0trees');
    expect(mail.text).toContain('Hi Ola,');
    expect(mail.text).toContain('This week: 24.3\u00a0km and 2.5\u00a0trees.');
    expect(mail.text).toContain('Your place in the ranking: 2 of 12 (up 2\u00a0places).');
    expect(mail.text).toContain('YOUR TEAM\nBiegacze: 40\u00a0trees, place 1 of 3.');
    expect(mail.text).toContain('31\u00a0days left until the challenge ends (31 December 2026).');
  });

  it('tells a company admin participation, what waits for review, new people and the pace to the tree goal, in both languages', async () => {
    const polish = await renderWeeklyDigest('pl', admin);
    expect(polish.text).toContain('Aktywni w tym tygodniu: 37 z 120\u00a0osób.');
    expect(polish.text).toContain('Nowe osoby w tym tygodniu: 5.');
    expect(polish.text).toContain('Czeka na zatwierdzenie: 3, oznaczone do sprawdzenia: 1.');
    expect(polish.text).toContain('W tym tempie firma osiągnie cel drzew za około 6\u00a0tygodni.');
    expect(polish.text).toContain('ma już 1234\u00a0drzewa z 2000\u00a0drzew celu');
    const english = await renderWeeklyDigest('en', admin);
    expect(english.text).toContain('Active this week: 37 of 120\u00a0people.');
    expect(english.text).toContain('Waiting for approval: 3; flagged for a check: 1.');
    expect(english.text).toContain('At this pace the company reaches its tree goal in about 6\u00a0weeks.');
  });

  it('leaves out places when the ranking is hidden from the person, and invites a first result', async () => {
    const hidden = await renderWeeklyDigest('pl', { ...participant, own: { ...participant.own, place: null, placeBefore: null } });
    expect(hidden.text).not.toContain('miejsce w rankingu');
    const beginner = await renderWeeklyDigest('en', { ...participant, own: { weekTrees: 0, weekKm: 0, trees: 0, km: 0, place: null, placeBefore: null, ranked: 4 } });
    expect(beginner.text).toContain('Add your first result to appear in the ranking.');
  });

  it('after the close thanks everyone and shows the final podium, names as the ranking shows them', async () => {
    const final: WeeklyDigestParams = {
      ...participant,
      kind: 'final',
      podium: [
        { place: 1, name: 'Ewa K.', trees: 31 },
        { place: 2, name: '', trees: 20 },
        { place: 2, name: 'Jan', trees: 20 },
      ],
    };
    const mail = await renderWeeklyDigest('pl', final);
    expect(mail.subject).toBe('Leśne Wyzwanie firmy Zielona <Sp. z o.o.> zakończone: podium i Twój wynik');
    expect(mail.text).toContain('KOŃCOWE PODIUM\n1. Ewa K.: 31\u00a0drzew\n2. Anonimowy uczestnik: 20\u00a0drzew\n2. Jan: 20\u00a0drzew');
    expect(mail.text).not.toContain('Do końca wyzwania');
    expect(mail.text).toContain('To ostatnie podsumowanie tego wyzwania.');
    expect(mail.html).toContain('Anonimowy uczestnik');
  });
});
