export const layout = {
  nav: {
    label: 'Main menu',
    home: 'Home',
    integrations: 'My integrations',
    results: 'My results',
    settings: 'Event settings',
    approvals: 'Entry approval',
    activities: 'Activity list',
    diplomas: 'Diplomas',
    teams: 'Teams',
    users: 'Users',
    events: 'Event management',
    queues: 'Job queues',
    queuesFailed: 'Could not open the job queues.',
    reviewBadge_one: '{{count}} entry to review',
    reviewBadge_other: '{{count}} entries to review',
  },
  conditions: {
    label: 'For the operators',
    since: 'Since {{day}}.',
    stravaAthleteCap: {
      title: 'Strava: every place of the app is taken ({{taken}} of {{limit}})',
      text: 'Strava will not accept anyone else connecting. Apply to Strava for Extended Access and set STRAVA_ATHLETE_LIMIT to the new limit.',
    },
    stravaAppInactive: {
      title: 'Strava refuses the Forest Challenge app',
      text: 'Every call is answered 403 "Application Status Inactive": the app owner\'s subscription has usually lapsed. Imports wait and go on by themselves.',
    },
    stravaSubscriptionElsewhere: {
      title: "Strava's webhooks go to another address",
      text: "Strava sends the app's events to {{callbackUrl}}, so new activities do not reach us at once. If that address is not needed, delete that subscription at Strava.",
    },
  },
  menu: 'Menu',
  logout: 'Log out',
  impersonation: {
    viewing: 'You are viewing the panel of {{company}}',
    viewingAccount: 'You are viewing the panel of another account.',
    back: 'Back to the admin panel',
  },
  companyError: 'The company data could not be loaded.',
  startupError: 'The panel could not be loaded.',
  reconnecting: 'Reconnecting to the server…',
  /** back from Strava's page, while the panel loads and the code is traded */
  stravaLinking: 'Strava granted access. Linking your account to the event…',
};
