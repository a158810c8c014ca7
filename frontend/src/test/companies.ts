import type { AdminEventRow, CompanyResponse, CompanyStats, TeamItem, UserListItem } from '@lesne/contracts';

export function aCompany(stats: Partial<CompanyStats> = {}, overrides: Partial<CompanyResponse> = {}): CompanyResponse {
  return {
    id: 3,
    name: { name: 'Zielona Sp. z o.o.', registerNumber: 'zielona-demo', logo: null },
    posadzimyUserId: null,
    stats: {
      participants: 40,
      activities: 321,
      teams: true,
      hideRanking: false,
      manualActivitiesAllowed: true,
      manualActivitiesApproval: false,
      maxDaysBeforeManualActivity: 7,
      fileActivitiesAllowed: true,
      fileActivitiesApproval: false,
      maxDaysBeforeFileActivity: 30,
      flagSystem: true,
      countVirtualActivities: false,
      weeklyDigest: true,
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
      eventEndType: 'date',
      treeLimit: 99_999_999,
      treeSum: 1234.5,
      convert: { standard: 5, bike: 20 },
      distanceSum: 6172.456,
      oxygen: 197,
      forest: 4936,
      co2: 27148,
      paper: 72559.2,
      eventStatus: 'inProgress',
      orderPaid: false,
      certificate: null,
      settingsEditable: false,
      ...stats,
    },
    ...overrides,
  };
}

export function anEvent(overrides: Partial<AdminEventRow> = {}): AdminEventRow {
  return {
    id: 11,
    companyName: 'Zielona Firma',
    registerNumber: 'zielona-demo',
    registerDate: '2025-04-02T10:00:00.000Z',
    eventType: 'date',
    eventStatus: 'inProgress',
    dateFrom: '2025-06-01',
    dateTo: '2025-06-30',
    convert: { standard: 5, bike: 20 },
    distanceSum: 1200.5,
    treeSum: 240.1,
    treeLimit: 99_999,
    allUsers: 40,
    orderPaid: false,
    isTest: false,
    manualActivitiesAllowed: true,
    manualActivitiesApproval: false,
    maxDaysBeforeManualActivity: 7,
    flagSystem: true,
    teams: true,
    hideRanking: false,
    admins: [{ id: 21, name: 'Ola Admin', email: 'admin@zielona.demo' }],
    ...overrides,
  };
}

export function aUser(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 31,
    name: 'Jan Kowalski',
    email: 'jan@zielona.demo',
    role: 'regular',
    _company: { id: 3, name: 'Zielona Firma' },
    team: null,
    strava: null,
    ...overrides,
  };
}

export function aTeam(overrides: Partial<TeamItem> = {}): TeamItem {
  return { id: 1, name: 'Dęby', emoji_id: null, qty: 0, _emoji: null, ...overrides };
}
