import { IsOptional } from 'class-validator';
import { OneOf, QueryFlag, QueryPage } from '../common/fields';
import { ValidationFailed } from './app-error';
import { createValidationPipe } from './validation';

class SomeQuery {
  @IsOptional() @QueryPage() page = 1;
  @IsOptional() @OneOf(['user', 'team']) type = 'user';
  @IsOptional() @QueryFlag() mine?: boolean;
}

const asQuery = { type: 'query', metatype: SomeQuery } as const;

describe('the validation pipe on a whole query', () => {
  it('gives each request a DTO of its own, also for a query it has seen', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ page: '2', type: 'team' }, asQuery)) as SomeQuery;
    expect(first).toBeInstanceOf(SomeQuery);
    expect(first).toEqual({ page: 2, type: 'team' });
    first.page = 99;
    const again = (await pipe.transform({ page: '2', type: 'team' }, asQuery)) as SomeQuery;
    expect(again).toBeInstanceOf(SomeQuery);
    expect(again).toEqual({ page: 2, type: 'team' });
    expect(again).not.toBe(first);
  });

  it('tells queries apart by their text, defaults included', async () => {
    const pipe = createValidationPipe();
    expect(await pipe.transform({}, asQuery)).toEqual({ page: 1, type: 'user' });
    expect(await pipe.transform({ mine: 'true' }, asQuery)).toEqual({ page: 1, type: 'user', mine: true });
    expect(await pipe.transform({ page: '3' }, asQuery)).toEqual({ page: 3, type: 'user' });
  });

  it('refuses a bad query every time it comes', async () => {
    const pipe = createValidationPipe();
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(pipe.transform({ page: '1e3' }, asQuery)).rejects.toBeInstanceOf(ValidationFailed);
      await expect(pipe.transform({ page: '1', extra: 'x' }, asQuery)).rejects.toBeInstanceOf(ValidationFailed);
    }
  });
});
