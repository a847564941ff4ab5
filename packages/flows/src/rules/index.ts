export * from './features';
export * from './permissions';
