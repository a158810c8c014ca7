import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIVITY_TYPES: Array<[key: string, name: string]> = [
  ['walk', 'Spacer'],
  ['run', 'Bieg'],
  ['ride', 'Jazda na rowerze'],
  ['swim', 'Pływanie'],
  ['skate', 'Jazda na rolkach lub łyżwach'],
  ['winterSports', 'Sporty zimowe'],
  ['waterSports', 'Sporty wodne'],
  ['other', 'Inne'],
  ['wheelchair', 'Wózek'],
];

const EMOJI: Array<[emoji: string, name: string]> = [
  ['🌲', 'evergreen tree'], ['🌳', 'deciduous tree'], ['🌱', 'seedling'], ['🌿', 'herb'], ['🍀', 'four leaf clover'],
  ['🍁', 'maple leaf'], ['🍂', 'fallen leaf'], ['🌻', 'sunflower'], ['🌼', 'blossom'], ['🌵', 'cactus'],
  ['🦊', 'fox'], ['🐻', 'bear'], ['🦌', 'deer'], ['🐺', 'wolf'], ['🦉', 'owl'],
  ['🐗', 'boar'], ['🦔', 'hedgehog'], ['🐿️', 'chipmunk'], ['🦅', 'eagle'], ['🐝', 'honeybee'],
  ['🦋', 'butterfly'], ['🐞', 'lady beetle'], ['🐢', 'turtle'], ['🐸', 'frog'], ['🦫', 'beaver'],
  ['🏃', 'person running'], ['🚴', 'person biking'], ['🏊', 'person swimming'], ['🚶', 'person walking'], ['⛷️', 'skier'],
  ['🏂', 'snowboarder'], ['🛼', 'roller skate'], ['⛸️', 'ice skate'], ['🚣', 'person rowing boat'], ['🧗', 'person climbing'],
  ['♿', 'wheelchair symbol'], ['🏆', 'trophy'], ['🥇', 'first place medal'], ['⚡', 'high voltage'], ['🔥', 'fire'],
  ['🚀', 'rocket'], ['⭐', 'star'], ['🌞', 'sun with face'], ['🌈', 'rainbow'], ['💚', 'green heart'],
  ['🏔️', 'snow-capped mountain'], ['🌍', 'globe'], ['💪', 'flexed biceps'],
];

/** The nine activity types and the team emoji every installation needs. */
export class ReferenceData1795310192151 implements MigrationInterface {
  name = 'ReferenceData1795310192151';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [key, name] of ACTIVITY_TYPES) {
      await queryRunner.query('INSERT INTO activity_type (translation_key, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [key, name]);
    }
    for (const [emoji, name] of EMOJI) {
      await queryRunner.query('INSERT INTO emoji (emoji, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [emoji, name]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM emoji');
    await queryRunner.query('DELETE FROM activity_type');
  }
}
