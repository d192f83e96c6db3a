export * from './problem-code';
export * from './problem-details';
export * from './problem.exception';
export * from './problem-details.filter';
export * from './problem-validation.pipe';
export * from './validation-metadata-cache';
export * from './field-errors';
export * from './request-id';
