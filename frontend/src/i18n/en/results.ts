/** My results (/moje-wyniki). */
export const results = {
  title: 'My results',
  editName: 'Edit name',
  summary: {
    title: 'Summary',
    rank: 'Ranking position',
    rankValue: '{{rank}}/{{count}}',
    notRanked: 'not ranked yet',
    km: 'Total distance (km)',
    trees: 'Total trees',
  },
  lists: {
    label: 'Which results to show',
    mine: 'My entries',
    all: 'All results',
  },
  mine: {
    tableLabel: 'My entries',
    empty: 'You have no results yet',
    emptyAdd: 'Add a workout by hand or connect Strava: its kilometres turn into trees.',
    emptyAction: 'Add your first result',
    emptyStrava: 'Connect Strava and your workouts will appear here by themselves.',
    error: 'Your results could not be loaded.',
  },
  diploma: {
    title: 'Your diploma',
    text: 'Thank you for taking part in the event! Your diploma is ready to download.',
    download: 'Download the diploma',
  },
};
