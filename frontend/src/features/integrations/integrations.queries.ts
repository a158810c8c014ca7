import { queryOptions } from '@tanstack/react-query';
import { fetchStravaStatus } from './integrations.api';

export const integrationKeys = {
  all: ['integrations'] as const,
  strava: () => [...integrationKeys.all, 'strava'] as const,
};

export const stravaStatusQuery = queryOptions({ queryKey: integrationKeys.strava(), queryFn: fetchStravaStatus });
