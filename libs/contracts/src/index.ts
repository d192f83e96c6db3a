export * from './topics';
export * from './headers';
