/** Entry approval (/zatwierdzenie-wpisow). */
export const approvals = {
  title: 'Entry approval',
  pending: {
    title: 'Entries waiting for approval',
    lead: 'Results added by hand count towards the event only once approved.',
    empty: 'No entries to approve.',
  },
  flagged: {
    title: 'Flagged entries',
    lead: 'These entries look suspicious: a participant reported them or the system spotted them. Remove the flag if an entry is fine, or delete the activity.',
    reason: 'Reason',
    strava:
      'Strava results are shown without their day, type and distance: Strava’s terms let only their owner see them. Judge them by the reason they were flagged, and check the details on Strava.',
    empty: 'No flagged entries.',
    count_one: '{{count}} flag',
    count_other: '{{count}} flags',
  },
  flagReason: {
    participant: 'Reported by a participant',
    duplicate: 'Duplicate: the user has another entry at the same time with a similar distance',
    tooFast: 'Faster than the world record over this distance',
    speedForSport: 'Unusual speed for this kind of activity',
    dayTotal: 'The day’s total distance is beyond human limits',
    beyondManualLimit: 'Longer than {{km}} km, the limit of a manual entry',
    stravaFlagged: 'Strava itself flagged this activity as doubtful',
    teleport: "The file's track jumps a kilometre or more faster than 300 km/h",
  },
  actions: {
    approve: 'Approve',
    deny: 'Deny',
    removeFlag: 'Remove flag',
    removeActivity: 'Delete activity',
  },
  bulk: {
    label: 'Selected entries',
    selectAll: 'Select all entries on this page',
    select: 'Select the entry of {{name}} on {{date}}',
    selectStrava: 'Select the Strava result of {{name}}',
    selected_one: '{{count}} entry selected',
    selected_other: '{{count}} entries selected',
    approve: 'Approve selected ({{count}})',
    deny: 'Deny selected ({{count}})',
    clear: 'Clear selection',
    confirmApprove: {
      title_one: 'Approve {{count}} entry?',
      title_other: 'Approve {{count}} entries?',
      description: 'The selected entries ({{count}} in all) will count towards the challenge.',
      confirm: 'Approve ({{count}})',
    },
    confirmDeny: {
      title_one: 'Deny {{count}} entry?',
      title_other: 'Deny {{count}} entries?',
      description: 'The selected entries ({{count}} in all) will not count towards the challenge.',
      confirm: 'Deny ({{count}})',
    },
    toast: {
      approved: 'Entries approved: {{count}}.',
      denied: 'Entries denied: {{count}}.',
    },
  },
  toast: {
    approved: 'The entry has been approved.',
    denied: 'The entry has been denied.',
    flagRemoved: 'The flag has been removed.',
    activityRemoved: 'The activity has been deleted.',
    decisionError: 'The decision could not be saved.',
    fetchError: 'An error occurred while loading the entries',
  },
  confirmDeny: {
    title: 'Deny the entry?',
    description: 'The entry of {{name}} on {{date}} ({{type}}, {{km}} km) will not count towards the event.',
    strava: 'The Strava result of {{name}} ({{trees}}) will not count towards the event.',
    confirm: 'Deny entry',
  },
  confirmRemove: {
    title: 'Delete the activity?',
    description:
      'The activity of {{name}} on {{date}} ({{type}}, {{km}} km) will be deleted and its trees taken off the total. This cannot be undone.',
    strava: 'The Strava result of {{name}} ({{trees}}) will be deleted and its trees taken off the total. This cannot be undone.',
    confirm: 'Delete activity',
  },
};
