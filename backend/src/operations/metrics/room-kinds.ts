/**
 * The kinds of room a live socket sits in, by the names libs/contracts realtime.ts `rooms` (and
 * the office screen's `office:{companyId}`) give them. socket.io's own room per socket id is none.
 */
const ROOM_KINDS = {
  company: /^company:\d+$/,
  companyAdmins: /^company:\d+:admins$/,
  user: /^user:\d+$/,
  platform: /^platform$/,
  office: /^office:\d+$/,
} as const;
export type RoomKind = keyof typeof ROOM_KINDS;
export const ROOM_KIND_NAMES = Object.keys(ROOM_KINDS) as RoomKind[];

export function roomKind(room: string): RoomKind | null {
  return ROOM_KIND_NAMES.find((kind) => ROOM_KINDS[kind].test(room)) ?? null;
}

/** Sockets per room kind, from a socket.io adapter's room -> socket ids map (a socket sits in one room of a kind at most). */
export function socketsByRoomKind(roomMembers: ReadonlyMap<string, ReadonlySet<string>>): Record<RoomKind, number> {
  const counts = Object.fromEntries(ROOM_KIND_NAMES.map((kind) => [kind, 0])) as Record<RoomKind, number>;
  for (const [room, sockets] of roomMembers) {
    const kind = roomKind(room);
    if (kind) counts[kind] += sockets.size;
  }
  return counts;
}
