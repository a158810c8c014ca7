import { encodePolyline } from './polyline';

/** Who sees an activity on Strava; the app reads followers_only as it reads everyone. */
export const SIM_VISIBILITIES = ['everyone', 'followers_only', 'only_me'] as const;
export type SimVisibility = (typeof SIM_VISIBILITIES)[number];

/** What athletes record on (device_name as Strava writes it); the /sim page and the demo's workouts offer these. */
export const SIM_DEVICES = ['Garmin Forerunner 265', 'Garmin Edge 1040', 'Strava App', 'Apple Watch Series 9'] as const;
const DEFAULT_DEVICE: (typeof SIM_DEVICES)[number] = 'Strava App';

/** What a simulated athlete records or edits. */
export interface SimActivityFields {
  sport_type: string;
  /** metres */
  distance: number;
  /** seconds */
  moving_time: number;
  elapsed_time: number;
  /** UTC, ISO 8601 */
  start_date: string;
  visibility: SimVisibility;
  /** Only You: true exactly when visibility is only_me; an input may give either */
  private: boolean;
  trainer: boolean;
  /** typed in by hand on Strava: no device, no file (external_id null), no map */
  manual: boolean;
  /** Strava judged it suspicious */
  flagged: boolean;
  /** what recorded it; null for a manual activity */
  device_name: string | null;
  name: string;
}
export type SimActivityInput = Partial<SimActivityFields>;

export interface SimActivity extends SimActivityFields {
  id: number;
  athleteId: number;
}

/** New sport types and their legacy `type`; other types absent from the legacy list answer 'Workout' (Strava's choice is unknown). */
const LEGACY_TYPE_OF: Record<string, string> = {
  MountainBikeRide: 'Ride',
  GravelRide: 'Ride',
  EMountainBikeRide: 'EBikeRide',
  TrailRun: 'Run',
  VirtualRow: 'Rowing',
};
const LEGACY_TYPES = new Set(
  'AlpineSki BackcountrySki Canoeing Crossfit EBikeRide Elliptical Golf Handcycle Hike IceSkate InlineSkate Kayaking Kitesurf NordicSki Ride RockClimbing RollerSki Rowing Run Sail Skateboard Snowboard Snowshoe Soccer StairStepper StandUpPaddling Surfing Swim Velomobile VirtualRide VirtualRun Walk WeightTraining Wheelchair Windsurf Workout Yoga'.split(
    ' ',
  ),
);

export function legacyType(sportType: string): string {
  return LEGACY_TYPES.has(sportType) ? sportType : (LEGACY_TYPE_OF[sportType] ?? 'Workout');
}

const WARSAW = 'Europe/Warsaw';
const WARSAW_START: [number, number] = [52.1202, 21.0503];

/** ISO without milliseconds, as Strava writes dates. */
export const stravaDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function warsawOffsetSeconds(date: Date): number {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: WARSAW, timeZoneName: 'longOffset' }).formatToParts(date).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0;
}

function defaultName(sportType: string, startDate: Date, offsetSeconds: number): string {
  const hour = new Date(startDate.getTime() + offsetSeconds * 1000).getUTCHours();
  const partOfDay = hour < 5 ? 'Night' : hour < 11 ? 'Morning' : hour < 14 ? 'Lunch' : hour < 18 ? 'Afternoon' : hour < 22 ? 'Evening' : 'Night';
  return `${partOfDay} ${sportType.replace(/([a-z])([A-Z])/g, '$1 $2')}`;
}

/** Whole seconds of moving time, and the elapsed time an athlete's pauses add to it. */
export function timesFromMinutes(minutes: number): Pick<SimActivityFields, 'moving_time' | 'elapsed_time'> {
  const moving = Math.round(minutes * 60);
  return { moving_time: moving, elapsed_time: Math.round(moving * 1.05) };
}

/** An activity as the athlete saves it: a 5 km run that ended just now, recorded on the Strava app, unless told otherwise. */
export function newActivity(id: number, athleteId: number, input: SimActivityInput, nowMs: number): SimActivity {
  const sportType = input.sport_type ?? 'Run';
  const movingTime = input.moving_time ?? 1800;
  const elapsedTime = input.elapsed_time ?? timesFromMinutes(movingTime / 60).elapsed_time;
  const startDate = new Date(input.start_date ?? nowMs - elapsedTime * 1000);
  if (Number.isNaN(startDate.getTime())) throw new Error(`start_date is no date: ${input.start_date}`);
  const manual = input.manual ?? false;
  return {
    id,
    athleteId,
    sport_type: sportType,
    distance: input.distance ?? 5000,
    moving_time: movingTime,
    elapsed_time: elapsedTime,
    start_date: stravaDate(startDate),
    ...visibilityFields(visibilityOf(input, 'everyone')),
    trainer: input.trainer ?? false,
    manual,
    flagged: input.flagged ?? false,
    device_name: deviceOf(input, manual, DEFAULT_DEVICE),
    name: input.name ?? defaultName(sportType, startDate, warsawOffsetSeconds(startDate)),
  };
}

export function patchActivity(activity: SimActivity, patch: SimActivityInput): SimActivity {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const patched = { ...activity, ...defined, ...visibilityFields(visibilityOf(patch, activity.visibility)) };
  patched.device_name = deviceOf(patch, patched.manual, activity.device_name ?? DEFAULT_DEVICE);
  if (patch.start_date !== undefined) patched.start_date = stravaDate(new Date(patch.start_date));
  if (Number.isNaN(Date.parse(patched.start_date))) throw new Error(`start_date is no date: ${patch.start_date}`);
  return patched;
}

/** The visibility an input asks for: `visibility`, or `private` as Only You or Everyone; else it stays. */
function visibilityOf(input: SimActivityInput, current: SimVisibility): SimVisibility {
  if (input.visibility !== undefined && input.private !== undefined && input.private !== (input.visibility === 'only_me')) {
    throw new Error(`private ${input.private} contradicts visibility ${input.visibility}`);
  }
  return input.visibility ?? (input.private === undefined ? current : input.private ? 'only_me' : 'everyone');
}

const visibilityFields = (visibility: SimVisibility) => ({ visibility, private: visibility === 'only_me' });

/** The device an input names, else `otherwise`; none for a manual activity, which names none. */
function deviceOf(input: SimActivityInput, manual: boolean, otherwise: string): string | null {
  if (!manual) return input.device_name ?? otherwise;
  if (input.device_name) throw new Error(`a manual activity is typed in, not recorded on ${input.device_name}`);
  return null;
}

/** A loop near Las Kabacki about as long as the activity (at most 10 km across). */
function routeOf(activity: SimActivity): [number, number][] {
  const radiusMetres = Math.min(activity.distance / (2 * Math.PI), 5000);
  const [lat, lng] = WARSAW_START;
  const metresPerDegreeLng = 111_320 * Math.cos((lat * Math.PI) / 180);
  return Array.from({ length: 13 }, (_, step) => {
    const angle = (step / 12) * 2 * Math.PI;
    return [lat + (radiusMetres * (1 - Math.cos(angle))) / 111_320, lng + (radiusMetres * Math.sin(angle)) / metresPerDegreeLng];
  });
}

/** The file the activity came from: Garmin's push, another device's upload (whose name Strava's data does not show us), none when typed in. */
function externalId(activity: SimActivity): string | null {
  if (!activity.device_name) return null;
  return activity.device_name.startsWith('Garmin') ? `garmin_ping_${activity.id}` : `${activity.id}.fit`;
}

/** SummaryActivity (resource_state 2) as GET /athlete/activities lists it. */
export function summaryActivity(activity: SimActivity): Record<string, unknown> {
  const startDate = new Date(activity.start_date);
  const offset = warsawOffsetSeconds(startDate);
  const outdoors = !activity.manual && !activity.trainer;
  const route = outdoors ? routeOf(activity) : [];
  const averageSpeed = activity.moving_time > 0 ? activity.distance / activity.moving_time : 0;
  return {
    resource_state: 2,
    athlete: { id: activity.athleteId, resource_state: 1 },
    name: activity.name,
    distance: activity.distance,
    moving_time: activity.moving_time,
    elapsed_time: activity.elapsed_time,
    total_elevation_gain: outdoors ? Math.round(activity.distance / 250) : 0,
    type: legacyType(activity.sport_type),
    sport_type: activity.sport_type,
    workout_type: null,
    id: activity.id,
    external_id: externalId(activity),
    upload_id: activity.manual ? null : activity.id + 1,
    upload_id_str: activity.manual ? null : String(activity.id + 1),
    start_date: activity.start_date,
    start_date_local: stravaDate(new Date(startDate.getTime() + offset * 1000)),
    timezone: '(GMT+01:00) Europe/Warsaw',
    utc_offset: offset,
    location_city: null,
    location_state: null,
    location_country: 'Poland',
    achievement_count: 0,
    kudos_count: 0,
    comment_count: 0,
    athlete_count: 1,
    photo_count: 0,
    map: { id: `a${activity.id}`, summary_polyline: encodePolyline(route), resource_state: 2 },
    trainer: activity.trainer,
    commute: false,
    manual: activity.manual,
    private: activity.private,
    visibility: activity.visibility,
    flagged: activity.flagged,
    gear_id: null,
    start_latlng: route.length ? route[0] : [],
    end_latlng: route.length ? route[route.length - 1] : [],
    average_speed: Math.round(averageSpeed * 1000) / 1000,
    max_speed: Math.round(averageSpeed * 1300) / 1000,
    has_heartrate: false,
    heartrate_opt_out: false,
    display_hide_heartrate_option: false,
    from_accepted_tag: false,
    pr_count: 0,
    total_photo_count: 0,
    has_kudoed: false,
  };
}

/** DetailedActivity (resource_state 3) as GET /activities/{id} answers it. */
export function detailedActivity(activity: SimActivity): Record<string, unknown> {
  return {
    ...summaryActivity(activity),
    resource_state: 3,
    description: null,
    calories: Math.round(activity.distance / 16),
    segment_efforts: [],
    splits_metric: [],
    laps: [],
    best_efforts: [],
    gear: null,
    photos: { primary: null, count: 0 },
    embed_token: activity.id.toString(16),
    device_name: activity.device_name,
    available_zones: [],
  };
}
