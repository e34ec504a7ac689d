export * from './enums';
export * from './health';
export * from './users';
export * from './money';
