export const SUPPORT_EMAIL = 'kontakt@lesnewyzwanie.pl';
/** The sister tree-planting service the sidebar credits. */
export const POWERED_BY_URL = 'https://posadzimy.pl';
/** Where a company whose event closed plants its trees. */
export const PLANTING_PANEL_URL = 'https://posadzimy.pl/panel';
/** An athlete's public Strava profile is this followed by their athlete id. */
export const STRAVA_ATHLETE_URL = 'https://www.strava.com/athletes/';
/** An activity on Strava is this followed by its id (the "View on Strava" link). */
export const STRAVA_ACTIVITY_URL = 'https://www.strava.com/activities/';
