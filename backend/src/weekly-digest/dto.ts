import { IsString, MaxLength } from 'class-validator';

/** The token of a digest's unsubscribe link (see digestUnsubscribeToken in libs/db). */
export class UnsubscribeQueryDto {
  @IsString()
  @MaxLength(64)
  token: string;
}
