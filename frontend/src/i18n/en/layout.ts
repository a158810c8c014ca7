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
};
