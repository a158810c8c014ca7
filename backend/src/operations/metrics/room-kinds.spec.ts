import { rooms } from '@lesne/contracts';
import { roomKind, socketsByRoomKind } from './room-kinds';

describe('room kinds', () => {
  it('names the kind of every room the gateway puts a socket in, and none for a socket id', () => {
    expect(roomKind(rooms.company(7))).toBe('company');
    expect(roomKind(rooms.companyAdmins(7))).toBe('companyAdmins');
    expect(roomKind(rooms.user(12))).toBe('user');
    expect(roomKind(rooms.platform)).toBe('platform');
    expect(roomKind('office:7')).toBe('office');
    expect(roomKind('Xk2nDh3sQ1AAAB')).toBeNull();
  });

  it('counts the sockets of each kind, every kind present', () => {
    const roomMembers = new Map([
      [rooms.company(1), new Set(['a', 'b'])],
      [rooms.company(2), new Set(['c'])],
      [rooms.companyAdmins(1), new Set(['a'])],
      [rooms.user(5), new Set(['a'])],
      [rooms.user(6), new Set(['b'])],
      ['a', new Set(['a'])],
    ]);
    expect(socketsByRoomKind(roomMembers)).toEqual({ company: 3, companyAdmins: 1, user: 2, platform: 0, office: 0 });
  });
});
