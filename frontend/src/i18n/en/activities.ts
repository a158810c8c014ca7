import { ACTIVITY_SOURCE_WORDS, ACTIVITY_TYPE_WORDS } from '@lesne/contracts';

/** Activities as every screen shows them, the add-result drawer and the delete confirmation. */
export const activities = {
  types: ACTIVITY_TYPE_WORDS.en,
  status: {
    approved: 'approved',
    pending: 'pending',
    denied: 'denied',
  },
  fromStrava: ACTIVITY_SOURCE_WORDS.en.integrated,
  withheld: 'A Strava result: only its owner sees the details.',
  flaggedMark: 'flagged',
  columns: {
    user: 'User',
    date: 'Date',
    type: 'Activity type',
    distance: 'Distance (km)',
    trees: 'Trees',
    status: 'Status',
    actions: 'Actions',
  },
  delete: {
    action: 'Delete',
    title: 'Delete the result?',
    description:
      'The result of {{date}} ({{type}}, {{km}} km) will be deleted and its trees taken off the total. This cannot be undone.',
    confirm: 'Delete result',
    success: 'The result has been deleted.',
    error: 'The result could not be deleted.',
  },
  addResult: {
    open: 'Add result',
    title: 'Add result',
    description: 'Enter a workout by hand: its kilometres turn into trees.',
    date: 'Date',
    dateHint: 'From {{min}} to {{max}}',
    distance: 'Distance (km)',
    distanceHint: 'For example 5.25. At most 500 km.',
    type: 'Activity type',
    typePlaceholder: 'Choose an activity type',
    maxDistance: 'The maximum route length is 500 km',
    treesPreview: 'This result gives {{trees}}',
    submit: 'Save result',
    success: 'The result has been added.',
    pending: 'The result has been added and is waiting for approval by the event administrator.',
    error: 'The result could not be added',
    errorBack: 'Back to the form',
    typesError: 'The activity types could not be loaded.',
    daily: {
      today: 'today',
      count: 'Results added by hand – {{day}}: {{n}} of {{limit}}.',
      full: 'That is the limit for one day: choose another day.',
    },
    invalid: {
      future: 'A result cannot be added for a future day.',
      tooOld: 'The earliest possible date is {{date}}.',
      beforeEvent: 'The event starts on {{date}}.',
      afterEvent: 'The event ended on {{date}}.',
      distanceFormat: 'Enter the distance in kilometres, e.g. 5.25 (at most 2 decimal places).',
      distancePositive: 'The distance must be greater than 0.',
    },
    unavailable: {
      waiting: 'Results can be added once the event starts.',
      closed: 'The event has ended: results can no longer be added.',
      manualOff: 'In this event results come from Strava only.',
    },
  },
};
