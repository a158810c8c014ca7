import type { ActivityItem, DetailedActivityItem, WithheldActivityItem } from '@lesne/contracts';
import { disclosure, isOwnData, showsEmail, showsName, type View, type Viewer } from '@lesne/domain';
import { type Activity, db } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';

/** Who looks at a list of activities, and in which view of libs/domain visibility.ts. */
export interface ListSeenBy {
  view: View;
  caller: Pick<AuthUser, 'id' | 'role'>;
}

/**
 * An activity as the view shows it to the caller (libs/domain visibility.ts): with its figures,
 * or, for a Strava result a company admin reviews, without them (Strava lets only its owner see
 * its day, time, type and km). Only our own record of a result: nothing else Strava holds (title,
 * map...). A result the view may not list never gets here (its SQL filtered it out): if one does,
 * the request fails rather than show it.
 */
export function toActivityItem(activity: Activity, seen: ListSeenBy): ActivityItem {
  const viewer: Viewer = { role: seen.caller.role, owner: activity.userId === seen.caller.id };
  const shown = disclosure(seen.view, activity.source, viewer);
  if (shown === 'details') return detailed(activity, seen, viewer);
  if (shown === 'trees') return withheld(activity, seen, viewer);
  throw new Error(`the ${seen.view} view does not list a ${activity.source} result of another user (activity ${activity.id})`);
}

/** For a list whose SQL took only results the view shows in full. */
export function toDetailedItem(activity: Activity, seen: ListSeenBy): DetailedActivityItem {
  const item = toActivityItem(activity, seen);
  if (item.withheld) throw new Error(`the ${seen.view} view does not show the figures of activity ${activity.id}`);
  return item;
}

function detailed(activity: Activity, seen: ListSeenBy, viewer: Viewer): DetailedActivityItem {
  const [year, month, day] = activity.day.split('-').map(Number);
  return {
    ...common(activity, seen, viewer),
    withheld: false,
    activity_start_time: String(activity.startTime.getTime()),
    day: activity.day,
    startTimeDay: day,
    startTimeMonth: month,
    startTimeYear: year,
    distance: activity.distance,
    _activity_types: {
      id: activity.activityType.id,
      name: activity.activityType.name,
      translationKey: activity.activityType.translationKey,
    },
    deviceName: activity.deviceName,
  };
}

function withheld(activity: Activity, seen: ListSeenBy, viewer: Viewer): WithheldActivityItem {
  return {
    ...common(activity, seen, viewer),
    withheld: true,
    activity_start_time: null,
    day: null,
    startTimeDay: null,
    startTimeMonth: null,
    startTimeYear: null,
    distance: null,
    _activity_types: null,
    deviceName: null,
  };
}

/** What every listed result shows: whose (the name as the view allows, the e-mail where admins look), its trees and standing, its Strava link. */
function common(activity: Activity, seen: ListSeenBy, viewer: Viewer) {
  const person = db.users.personOf(activity.user);
  return {
    id: activity.id,
    trees: activity.trees,
    status: activity.status,
    source: activity.source,
    flagged: activity.flagged,
    flagReason: activity.flagReason,
    stravaActivityId: isOwnData(activity.source) ? null : activity.stravaActivityId,
    typedIn: activity.typedIn,
    keptFromStrava: activity.stravaDigest !== null,
    user_id: activity.userId,
    _user: {
      name: showsName(seen.view, viewer, person) ? activity.user.name : '',
      ...(showsEmail(seen.view, viewer, person) ? { email: activity.user.email } : {}),
    },
  };
}
