/** The panel screens' browser tab titles and search descriptions, loaded with the panel (app/page-meta.ts). */
export const panelPages = {
  home: { title: 'Home', description: 'The event’s summary, ranking and planted trees.' },
  myResults: { title: 'My results', description: 'Your activities, kilometres and diploma in the challenge.' },
  integrations: { title: 'My integrations', description: 'Connect Strava and add results by hand.' },
  settings: { title: 'Event settings', description: 'Logo, company name, event rules, invitation link and office screens.' },
  approvals: { title: 'Entry approval', description: 'Participants’ entries awaiting approval and flagged entries.' },
  activities: { title: 'Activity list', description: 'Every activity of the event’s participants.' },
  diplomas: { title: 'Diplomas', description: 'The event participants’ diplomas.' },
  certificates: { title: 'Certificates', description: 'The company’s certificates of planted trees.' },
  teams: { title: 'Teams', description: 'The event’s teams and their members.' },
  users: { title: 'Users', description: 'Users, their roles and account deletion requests.' },
  events: { title: 'Event management', description: 'Every company’s events on the platform.' },
  stravaImports: { title: 'Strava imports', description: 'Activities fetched from Strava and why some of them do not count.' },
};
