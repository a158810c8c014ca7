import { SURVEY_CLOSES_LIMIT, shouldShowSurvey, surveyWindowOpen } from './survey';
import type { EventDates } from './event-lifecycle';

const event: EventDates = { dateFrom: '2026-05-01', dateTo: '2026-05-31', eventEndType: 'date', closedAt: null };

describe('surveyWindowOpen', () => {
  it('opens 7 Warsaw days before the last day, not the day before that', () => {
    expect(surveyWindowOpen(event, '2026-05-23')).toBe(false);
    expect(surveyWindowOpen(event, '2026-05-24')).toBe(true);
    expect(surveyWindowOpen(event, '2026-05-31')).toBe(true);
  });

  it('stays open once the event is past its end or closed early', () => {
    expect(surveyWindowOpen(event, '2026-06-10')).toBe(true);
    expect(surveyWindowOpen({ ...event, closedAt: new Date('2026-05-10T12:00:00Z') }, '2026-05-10')).toBe(true);
  });

  it('is shut before the start, even when the event is shorter than the window', () => {
    expect(surveyWindowOpen({ ...event, dateTo: '2026-05-03' }, '2026-04-30')).toBe(false);
    expect(surveyWindowOpen({ ...event, dateTo: '2026-05-03' }, '2026-05-01')).toBe(true);
  });

  it('opens an event ending by trees only once it is closed', () => {
    const byTrees: EventDates = { ...event, dateTo: null, eventEndType: 'trees' };
    expect(surveyWindowOpen(byTrees, '2030-01-01')).toBe(false);
    expect(surveyWindowOpen({ ...byTrees, closedAt: new Date() }, '2030-01-01')).toBe(true);
  });
});

describe('shouldShowSurvey', () => {
  const today = '2026-05-25';

  it('shows in the window until answered or closed 3 times', () => {
    expect(shouldShowSurvey(true, null, today)).toBe(true);
    expect(shouldShowSurvey(true, { answered: false, closes: SURVEY_CLOSES_LIMIT - 1, offeredOn: null }, today)).toBe(true);
    expect(shouldShowSurvey(true, { answered: false, closes: SURVEY_CLOSES_LIMIT, offeredOn: null }, today)).toBe(false);
    expect(shouldShowSurvey(true, { answered: true, closes: 0, offeredOn: null }, today)).toBe(false);
  });

  it('shows at most once a day', () => {
    expect(shouldShowSurvey(true, { answered: false, closes: 0, offeredOn: today }, today)).toBe(false);
    expect(shouldShowSurvey(true, { answered: false, closes: 0, offeredOn: '2026-05-24' }, today)).toBe(true);
  });

  it('never shows outside the window', () => {
    expect(shouldShowSurvey(false, null, today)).toBe(false);
  });
});
