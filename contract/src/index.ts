export * from './catalog';
export * from './checkout-rules';
export * from './enums';
export * from './health';
export * from './money';
export * from './orders';
export * from './users';
export * from './text';
