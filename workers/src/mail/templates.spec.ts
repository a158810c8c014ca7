import { renderMail } from './templates';

describe('mail templates', () => {
  it('greet the reader by first name, not by the full name they signed up with', async () => {
    const params = { name: 'Anna Nowak', link: 'http://localhost:3000/zapomniane-haslo?lostPasswordCode=abc' };
    const [pl, en] = await Promise.all([renderMail('lostPassword', 'pl', params), renderMail('lostPassword', 'en', params)]);
    expect(pl.text.split('\n')[0]).toBe('Cześć Anna,');
    expect(en.text.split('\n')[0]).toBe('Hi Anna,');
    expect(pl.html).toContain('<p>Cześć Anna,</p>');
  });

  it("write the deletion day in the language's one date style", async () => {
    const params = { name: 'Anna Nowak', dueDay: '2026-12-22', link: 'http://localhost:3000/usuwanie-konta' };
    expect((await renderMail('deletionRequested', 'pl', params)).text).toContain('najpóźniej 22.12.2026.');
    expect((await renderMail('deletionRequested', 'en', params)).text).toContain('by 22 December 2026.');
  });
});
