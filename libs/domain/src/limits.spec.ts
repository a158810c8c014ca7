import { isNameText } from './limits';

describe('what a name may hold', () => {
  it('takes any letters, digits, punctuation, emoji and right-to-left script as written', () => {
    for (const name of ['Zażółć Gęślą-Jaźń', "O'Brien, Jr.", 'Drużyna 🌲 nr 2', 'محمد', 'שרה כהן']) expect([name, isNameText(name)]).toEqual([name, true]);
  });

  it('refuses control characters and every bidirectional formatting control, e.g. the override that reads a name backwards', () => {
    const refused = ['a\u0000b', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085', 'Anna\u202Ezcul', '\u202Aembedded', '\u2066isolated\u2069', 'mark\u200E', 'mark\u200F', 'arabic mark\u061C'];
    for (const name of refused) expect([name, isNameText(name)]).toEqual([name, false]);
  });
});
