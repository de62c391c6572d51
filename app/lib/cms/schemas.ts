// Every content schema by its old single name, for code outside the app that imports them together.
export * from './content-fields';
export * from './rich-text-blocks';
export * from './content-model';
export * from './form-inputs';
export * from './response-envelopes';
