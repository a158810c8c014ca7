export const errors = {
  unauthorized: 'Access denied',
  notFound: 'Resource not found',
  serverError: 'Server error',
  unexpected: 'An unexpected error occurred',
  network: 'Connection error. Check your internet connection and try again.',
};
