import type { ActivityTypeKey } from '@lesne/contracts';
import { fitSport, namedSport } from './sports';

describe('fitSport', () => {
  it.each<[string, string | undefined, ActivityTypeKey]>([
    ['running', 'generic', 'run'],
    ['running', 'trail', 'run'],
    ['fitnessEquipment', 'treadmill', 'run'],
    ['walking', undefined, 'walk'],
    ['hiking', 'generic', 'walk'],
    ['cycling', 'road', 'ride'],
    ['cycling', 'mountain', 'ride'],
    ['cycling', 'gravelCycling', 'ride'],
    ['cycling', 'virtualActivity', 'ride'],
    ['eBiking', 'eBikeMountain', 'ride'],
    ['fitnessEquipment', 'indoorCycling', 'ride'],
    ['cycling', 'handCycling', 'wheelchair'],
    ['swimming', 'lapSwimming', 'swim'],
    ['swimming', 'openWater', 'swim'],
    ['inlineSkating', undefined, 'skate'],
    ['iceSkating', undefined, 'skate'],
    ['crossCountrySkiing', 'skateSkiing', 'winterSports'],
    ['alpineSkiing', 'resort', 'winterSports'],
    ['snowboarding', 'backcountry', 'winterSports'],
    ['snowshoeing', undefined, 'winterSports'],
    ['wheelchairPushWalk', undefined, 'wheelchair'],
    ['wheelchairPushRun', undefined, 'wheelchair'],
    ['rowing', undefined, 'waterSports'],
    ['fitnessEquipment', 'indoorRowing', 'waterSports'],
    ['paddling', undefined, 'waterSports'],
    ['kayaking', 'whitewater', 'waterSports'],
    ['standUpPaddleboarding', undefined, 'waterSports'],
    ['sailing', 'sailRace', 'waterSports'],
    ['kitesurfing', undefined, 'waterSports'],
    ['training', 'strengthTraining', 'other'],
    ['motorcycling', 'motocross', 'other'],
    ['multisport', 'triathlon', 'other'],
    ['generic', 'generic', 'other'],
  ])('counts %s (%s) as %s', (sport, subSport, typeKey) => {
    expect(fitSport(sport, subSport)).toBe(typeKey);
  });

  it('counts a sport the SDK knows only by number, or none, as other', () => {
    expect([fitSport(254, 0), fitSport(undefined, undefined), fitSport('constructor', 'toString')]).toEqual(['other', 'other', 'other']);
  });
});

describe('namedSport', () => {
  it.each<[string, ActivityTypeKey]>([
    ['Running', 'run'],
    ['Biking', 'ride'],
    ['Other', 'other'],
    ['running', 'run'],
    ['trail_running', 'run'],
    ['Run', 'run'],
    ['TrailRun', 'run'],
    ['9', 'run'],
    ['1', 'ride'],
    ['4', 'walk'],
    ['10', 'walk'],
    ['16', 'swim'],
    ['cycling', 'ride'],
    ['road_biking', 'ride'],
    ['MountainBikeRide', 'ride'],
    ['EBikeRide', 'ride'],
    ['Velomobile', 'ride'],
    ['walking', 'walk'],
    ['Hike', 'walk'],
    ['open_water_swimming', 'swim'],
    ['lap_swimming', 'swim'],
    ['InlineSkate', 'skate'],
    ['ice_skating', 'skate'],
    ['RollerSki', 'skate'],
    ['NordicSki', 'winterSports'],
    ['skate_skiing_ws', 'winterSports'],
    ['resort_skiing_snowboarding_ws', 'winterSports'],
    ['Snowshoe', 'winterSports'],
    ['Wheelchair', 'wheelchair'],
    ['wheelchair_push_run', 'wheelchair'],
    ['Handcycle', 'wheelchair'],
    ['Kayaking', 'waterSports'],
    ['StandUpPaddling', 'waterSports'],
    ['rowing_v2', 'waterSports'],
    ['Kitesurf', 'waterSports'],
    ['Sail', 'waterSports'],
    ['motorcycling', 'other'],
    ['water_skiing', 'other'],
    ['WeightTraining', 'other'],
    ['Yoga', 'other'],
    ['99', 'other'],
    ['', 'other'],
  ])('counts "%s" as %s', (name, typeKey) => {
    expect(namedSport(name)).toBe(typeKey);
  });

  it('counts a file that names no sport as other', () => {
    expect(namedSport(null)).toBe('other');
  });
});
