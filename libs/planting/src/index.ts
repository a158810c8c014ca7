export { PlantingClient, PlantingError, PLANTING_TIMEOUT_MS, type PlantingClientOptions, type PlantingFailure } from './planting-client';
