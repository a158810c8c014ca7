export { PlantingSimulator, type PlantingSimulatorOptions, type PlantingAccount } from './simulator';
