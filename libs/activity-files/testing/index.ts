export * from './activity-file-builders';
export * from './parsed-activity';
