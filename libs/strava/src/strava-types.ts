/** The athlete Strava returns with a token exchange (the fields we read of SummaryAthlete). */
export interface StravaAthleteSummary {
  id: number;
  firstname: string;
  lastname: string;
}

/** The fields we read of a SummaryActivity (docs/product.md#strava-activities). */
export interface StravaActivitySummary {
  id: number;
  name: string;
  /** metres */
  distance: number;
  /** seconds */
  moving_time: number;
  elapsed_time: number;
  sport_type: string;
  /** deprecated by Strava; prefer sport_type */
  type: string;
  /** true UTC (start_date_local is wall-clock time written with a fake Z) */
  start_date: string;
  timezone: string;
  /** typed in by hand on Strava, not recorded */
  manual: boolean;
  trainer: boolean;
  /** Strava's own checks judged it doubtful */
  flagged: boolean;
  /** what recorded it, e.g. "Garmin Edge 1040"; absent or null for one typed in */
  device_name?: string | null;
  /** Only You (visibility only_me) */
  private: boolean;
  visibility?: string;
  athlete: { id: number };
}
