export * from './endpoint';
export * from './endpoints';
export * from './enumerations';
export * from './schemas/cart';
export * from './schemas/common';
export * from './schemas/problem';
export * from './schemas/session';
export * from './schemas/shell';
