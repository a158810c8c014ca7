/** The ranking on the home page (and on my results), its rows and the podium. */
export const ranking = {
  title: 'Ranking',
  captionUser: 'Ranking of participants',
  captionTeam: 'Ranking of teams',
  mode: {
    label: 'Ranking type',
    user: 'Individual',
    team: 'Team',
  },
  columns: {
    place: 'Place',
    name: 'Name',
    trees: 'Trees',
  },
  counted: 'Places are counted in trees. Only their owner sees kilometres from Strava.',
  nameHidden: 'Others see “Anonymous user” here.',
  anonymousUser: 'Anonymous user',
  unnamedTeam: 'Unnamed team',
  you: '(You)',
  yourTeam: '(Your team)',
  loadMore: 'Show more',
  empty: {
    title: 'Nobody has approved results yet',
    waiting: 'The ranking starts with the event, once the first results are approved.',
    inProgress: 'The first approved result opens the ranking.',
    closed: 'The event finished without approved results.',
    action: 'Add your result',
  },
  listError: 'The ranking could not be loaded.',
  activities: {
    label: 'Activities: {{name}}',
    empty: 'No approved activities.',
    error: 'The activities could not be loaded.',
    fromStrava: 'Results from Strava: {{trees}} (only the owner sees the details)',
  },
  rank: {
    error: 'The podium could not be loaded',
  },
  rankRow: {
    flag: 'Flag',
    addFlagSuccess: 'Thank you! The activity has been flagged for the administrator to check.',
    addFlagError: 'The activity could not be flagged.',
    confirm: {
      title: 'Flag the activity?',
      description:
        'The activity of {{name}} on {{date}} ({{type}}, {{km}} km) will go to the event administrator, who will check that it is genuine.',
      confirm: 'Flag activity',
    },
  },
  podium: {
    title: 'Podium',
    lead: 'The event is over. Here are the winners!',
    modeLabel: 'Podium type',
    place1: '1st place',
    place2: '2nd place',
    place3: '3rd place',
    empty: 'Nobody made it to the podium.',
  },
};
