export * from './contact-hasher';
export * from './consumer-privacy-settings';
export * from './erased-contacts';
export * from './consumer-erasure.service';
export * from './consumer-privacy.providers';
export * from './erasure-commands.controller';
