export * from './limits';
export * from './numbers';
export * from './pagination';
export * from './sessions';
export * from './calendar';
export * from './trees';
export * from './environment';
export * from './event-lifecycle';
