import { duePosts, pastHalfway, warsawHour, type ChannelEvent, type ChannelState } from './chat-posts';

const channel: ChannelState = {
  podiumHour: 18, milestoneEveryTrees: 100, halfway: true, close: true, podiumPostedOn: null, milestoneTrees: 0, halfwayPosted: false, closePosted: false,
};
const event: ChannelEvent = { dateFrom: '2026-11-01', dateTo: '2026-11-30', eventEndType: 'date', closedAt: null, treeSum: 40, treeLimit: 99_999, hideRanking: false };
const kinds = (state: Partial<ChannelState>, change: Partial<ChannelEvent>, today = '2026-11-10', hour = 12) => duePosts({ ...channel, ...state }, { ...event, ...change }, today, hour).map((post) => post.kind);

describe('warsawHour', () => {
  it('reads the hour in Warsaw, winter and summer', () => {
    expect(warsawHour(new Date('2026-11-27T07:30:00Z'))).toBe(8);
    expect(warsawHour(new Date('2026-07-01T22:15:00Z'))).toBe(0);
  });
});

describe('duePosts', () => {
  it('posts the daily podium once a day from its hour, while the event runs and its ranking is shown', () => {
    expect(kinds({}, {}, '2026-11-10', 17)).toEqual([]);
    expect(kinds({}, {}, '2026-11-10', 18)).toEqual(['podium']);
    expect(kinds({ podiumPostedOn: '2026-11-10' }, {}, '2026-11-10', 20)).toEqual([]);
    expect(kinds({ podiumPostedOn: '2026-11-09' }, {}, '2026-11-10', 23)).toEqual(['podium']);
    expect(kinds({}, { hideRanking: true }, '2026-11-10', 18)).toEqual([]);
    expect(kinds({ podiumHour: null }, {}, '2026-11-10', 18)).toEqual([]);
    expect(kinds({}, {}, '2026-10-30', 18)).toEqual([]);
  });

  it('posts the highest tree milestone passed since the last, once', () => {
    expect(duePosts({ ...channel, podiumHour: null }, { ...event, treeSum: 250.5 }, '2026-11-10', 12)).toEqual([{ kind: 'milestone', trees: 200 }]);
    expect(kinds({ podiumHour: null, milestoneTrees: 250.5 }, { treeSum: 299 })).toEqual([]);
    expect(kinds({ podiumHour: null, milestoneTrees: 250.5 }, { treeSum: 300 })).toEqual(['milestone']);
    expect(kinds({ podiumHour: null, milestoneEveryTrees: null }, { treeSum: 300 })).toEqual([]);
  });

  it('posts the half-way point once, by date or by trees', () => {
    expect(kinds({ podiumHour: null }, {}, '2026-11-15')).toEqual([]);
    expect(kinds({ podiumHour: null }, {}, '2026-11-16')).toEqual(['halfway']);
    expect(kinds({ podiumHour: null, halfwayPosted: true }, {}, '2026-11-20')).toEqual([]);
    expect(pastHalfway({ ...event, eventEndType: 'trees', dateTo: null, treeLimit: 1000, treeSum: 499 }, '2026-11-02')).toBe(false);
    expect(pastHalfway({ ...event, eventEndType: 'trees', dateTo: null, treeLimit: 1000, treeSum: 500 }, '2026-11-02')).toBe(true);
  });

  it('posts the close once, and no daily podium after it', () => {
    expect(kinds({ milestoneEveryTrees: null }, { closedAt: new Date() }, '2026-11-10', 20)).toEqual(['closed']);
    expect(kinds({ milestoneEveryTrees: null, closePosted: true }, { closedAt: new Date() }, '2026-11-10', 20)).toEqual([]);
    expect(kinds({ milestoneEveryTrees: null, close: false }, {}, '2026-12-01', 20)).toEqual([]);
  });
});
