export interface Emoji {
  id: number;
  emoji: string;
  name: string;
}

/** GET /api/v1/emoji */
export interface EmojiListResponse {
  items: Emoji[];
}

/** A row of GET /api/v1/team */
export interface TeamItem {
  id: number;
  name: string;
  emoji_id: number | null;
  /** member count */
  qty: number;
  _emoji: { emoji: string } | null;
}

export interface TeamListResponse {
  items: TeamItem[];
}

/** POST /api/v1/team and PATCH /api/v1/team/{id}; emoji_id null removes the emoji. */
export interface SaveTeamRequest {
  name: string;
  emoji_id?: number | null;
}

/** PATCH /api/v1/user/{id}/team: assign to team_id, or remove with delete: true. */
export type AssignTeamRequest = { team_id: number } | { delete: true };
