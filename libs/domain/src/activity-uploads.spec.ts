import { FILE_RESULTS_PER_DAY, uploadHoldReason, uploadRuleRefusal } from './activity-uploads';

const rules = { fileActivitiesAllowed: true, maxDaysBeforeFileActivity: 30, dateFrom: '2026-11-01', dateTo: '2026-12-31' };
const today = '2026-11-27';

describe('uploadRuleRefusal', () => {
  it('takes a file of a day within the window and the event', () => {
    expect(uploadRuleRefusal(rules, { day: '2026-11-20', today, filesThatDay: 0 })).toBeNull();
  });

  it('refuses every file when the company takes none', () => {
    expect(uploadRuleRefusal({ ...rules, fileActivitiesAllowed: false }, { day: today, today, filesThatDay: 0 })).toBe('filesNotAllowed');
  });

  it.each([
    ['2026-11-28', 'future'],
    ['2026-10-31', 'beforeEvent'],
  ])('refuses a file of %s as %s', (day, refusal) => {
    expect(uploadRuleRefusal(rules, { day, today, filesThatDay: 0 })).toBe(refusal);
  });

  it("refuses a day further back than the company's window for files", () => {
    expect(uploadRuleRefusal({ ...rules, maxDaysBeforeFileActivity: 3 }, { day: '2026-11-23', today, filesThatDay: 0 })).toBe('tooOld');
    expect(uploadRuleRefusal({ ...rules, maxDaysBeforeFileActivity: 3 }, { day: '2026-11-24', today, filesThatDay: 0 })).toBeNull();
  });

  it(`takes ${FILE_RESULTS_PER_DAY} files a day, not one more`, () => {
    expect(uploadRuleRefusal(rules, { day: today, today, filesThatDay: FILE_RESULTS_PER_DAY - 1 })).toBeNull();
    expect(uploadRuleRefusal(rules, { day: today, today, filesThatDay: FILE_RESULTS_PER_DAY })).toBe('dayLimit');
  });
});

describe('uploadHoldReason', () => {
  const run = { duplicate: false, teleport: false, typeKey: 'run' as const, km: 10, movingSeconds: 3000, dayKmBefore: 0, approvalRequired: false };

  it('counts a plausible run at once', () => {
    expect(uploadHoldReason(run)).toBeNull();
  });

  it('holds a duplicate first, then a teleport, then a speed beyond the records', () => {
    expect(uploadHoldReason({ ...run, duplicate: true, teleport: true, movingSeconds: 60 })).toBe('duplicate');
    expect(uploadHoldReason({ ...run, teleport: true, movingSeconds: 60 })).toBe('teleport');
    expect(uploadHoldReason({ ...run, movingSeconds: 900 })).toBe('speedForSport');
    expect(uploadHoldReason({ ...run, movingSeconds: 1200 })).toBe('tooFast');
    expect(uploadHoldReason({ ...run, dayKmBefore: 315 })).toBe('dayTotal');
  });

  it('holds every file for approval when the company approves files, after what the checks doubt', () => {
    expect(uploadHoldReason({ ...run, approvalRequired: true })).toBe('awaitsApproval');
    expect(uploadHoldReason({ ...run, approvalRequired: true, duplicate: true })).toBe('duplicate');
  });
});
