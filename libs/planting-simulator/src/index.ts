export type { PlantingAccount } from './account';
export { PlantingSimulator, type PlantingSimulatorOptions } from './simulator';
