/** Activity list (/lista-aktywnosci). */
export const activityList = {
  title: 'Activity list',
  ownDataOnly:
    'The list, its summary and the CSV file cover results entered by hand. Strava results are not listed: Strava’s terms let only their owner see them. Their trees count in the event’s total.',
  filters: {
    label: 'Filters',
    from: 'From',
    to: 'To',
    search: 'Search for a participant',
    types: 'Activity type',
    typesHint: 'None ticked: all types.',
    rangeError: 'The "to" date cannot be earlier than the "from" date.',
  },
  summary: {
    title: 'Summary',
    trees: 'Trees',
    distance: 'Distance (km)',
    count: 'Activities',
  },
  csv: 'Download CSV',
  csvError: 'The CSV file could not be downloaded.',
  csvFilename: 'activities-{{from}}-{{to}}.csv',
  tableLabel: 'Approved activities',
  empty: 'No activities match the filters.',
  fetchError: 'An error occurred while loading the activities',
  deleteTitle: 'Delete the activity?',
  deleteDescription:
    'The activity of {{name}} on {{date}} ({{type}}, {{km}} km) will be deleted and its trees taken off the total. This cannot be undone.',
  deleteConfirm: 'Delete activity',
};
