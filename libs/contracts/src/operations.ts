/**
 * Conditions outside our code that the platform's operators must act on: each starts when first
 * seen (one mail to the platform admins), shows as a banner on their pages and as a metric, and
 * ends by itself once it is gone.
 * - stravaAthleteCap: every place of the Strava app's tier is taken (Standard: 10 athletes), so
 *   Strava's own page refuses anyone else who connects;
 * - stravaAppInactive: Strava refuses every call of our app (its owner's subscription lapsed);
 * - stravaSubscriptionElsewhere: Strava pushes our app's webhook events to another address
 *   (another installation of the app), so ours hear of no new activity.
 */
export const OPERATOR_CONDITIONS = ['stravaAthleteCap', 'stravaAppInactive', 'stravaSubscriptionElsewhere'] as const;
export type OperatorConditionKind = (typeof OPERATOR_CONDITIONS)[number];

/** Figures of a condition: for the athlete cap, the places taken and the limit; for a subscription elsewhere, its address. */
export type OperatorConditionDetails = Record<string, string | number>;

export interface OperatorConditionItem {
  kind: OperatorConditionKind;
  startedAt: string;
  /** when it was last seen still there */
  lastSeenAt: string;
  details: OperatorConditionDetails;
}

/** GET /api/v1/admin/conditions (platform admins): the conditions in force, oldest first. */
export interface OperatorConditionsResponse {
  items: OperatorConditionItem[];
}
