export { OperatorConditionsBanner } from './OperatorConditionsBanner';
