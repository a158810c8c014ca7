export { SurveyPrompt } from './SurveyPrompt';
export { SurveySummaryCard } from './SurveySummaryCard';
