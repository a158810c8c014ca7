import type { ActivityItem } from '@lesne/contracts';
import type { Activity } from '@lesne/db';

/**
 * An activity as lists show it; the e-mail only where admins look (it is not public). Only our
 * own record of it: Strava's terms let nobody but its owner see what Strava holds (title, map...).
 */
export function toActivityItem(activity: Activity, options: { withEmail?: boolean } = {}): ActivityItem {
  const [year, month, day] = activity.day.split('-').map(Number);
  return {
    id: activity.id,
    activity_start_time: String(activity.startTime.getTime()),
    day: activity.day,
    startTimeDay: day,
    startTimeMonth: month,
    startTimeYear: year,
    distance: activity.distance,
    trees: activity.trees,
    status: activity.status,
    source: activity.source,
    flagged: activity.flagged,
    flagReason: activity.flagReason,
    user_id: activity.userId,
    _user: { name: nameShown(activity, options), ...(options.withEmail ? { email: activity.user.email } : {}) },
    _activity_types: {
      id: activity.activityType.id,
      name: activity.activityType.name,
      translationKey: activity.activityType.translationKey,
    },
  };
}

/** Whoever asked for their account's deletion shows as the anonymous user (an empty name) outside the admins' lists. */
function nameShown(activity: Activity, options: { withEmail?: boolean }): string {
  return activity.user.deletionRequestedAt && !options.withEmail ? '' : activity.user.name;
}
