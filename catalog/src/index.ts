export * from './money';
export * from './plans';
export * from './usage';
export * from './operator-api';
export * from './contracts';
export * from './copy';
export * from './order';
