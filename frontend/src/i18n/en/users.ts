export const users = {
  title: 'Users',
  search: 'Search users',
  tableLabel: 'Users',
  empty: 'No users.',
  columns: {
    email: 'Email',
    name: 'Name',
    company: 'Company name',
    strava: 'Strava',
    action: 'Action',
  },
  strava: {
    profile: 'Strava profile',
    full: 'Full access',
    restricted: 'Restricted access',
  },
  stravaUpdate: 'Update Strava',
  stravaLog: 'Strava import log',
  delete: 'delete',
  you: 'This is you',
  confirmDelete: {
    title: 'Delete user {{email}}',
    text: 'Are you sure you want to delete the user with all their activities?',
    confirm: 'Delete',
  },
  toast: {
    deleted: 'User deleted successfully',
    deleteError: 'An error occurred while deleting the user.',
    fetchError: 'An error occurred while fetching users',
  },
};
