import { queryOptions } from '@tanstack/react-query';
import { fetchOperatorConditions } from './operations.api';

/** A condition starts or ends within the workers' minute, so a minute's look again is enough. */
const LOOK_AGAIN_MS = 60_000;

export const operationsKeys = {
  all: ['operations'] as const,
  conditions: () => [...operationsKeys.all, 'conditions'] as const,
};

export const operatorConditionsQuery = queryOptions({ queryKey: operationsKeys.conditions(), queryFn: fetchOperatorConditions, refetchInterval: LOOK_AGAIN_MS });
