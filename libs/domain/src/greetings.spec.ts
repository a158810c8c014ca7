import { greetingName } from './greetings';

describe('greetingName', () => {
  it('greets by the first name, or by the nickname a person chose', () => {
    expect([greetingName('Anna Nowak'), greetingName('  Łukasz  Żółć-Wiśniewski '), greetingName('biegacz77')]).toEqual(['Anna', 'Łukasz', 'biegacz77']);
  });

  it('leaves an empty name empty', () => {
    expect(greetingName('   ')).toBe('');
  });
});
