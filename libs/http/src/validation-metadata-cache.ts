import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Storage = ReturnType<typeof getMetadataStorage>;

const installed = new WeakSet<Storage>();

/**
 * Makes class-validator look up a class's rules once instead of on every validate() call.
 *
 * Each call (per request; per event in a batch, so 500 times a request) filters every rule of the
 * class, walks every decorated class of the process to find its parents, and groups the rules by
 * property again. A class's rules do not change once its module has loaded, so both answers are
 * remembered per class, and forgotten whenever a rule is registered (a class loaded later). The
 * rules themselves run exactly as they do uncached: class-validator stays the rule of record. Lookups with
 * validation groups, which this API does not use, are passed through.
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  if (installed.has(storage)) return;
  installed.add(storage);

  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const groupByProperty = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let byClass = new Map<unknown, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();

  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    if (groups?.length) return lookUp(targetConstructor, targetSchema, always, strictGroups, groups);
    const variant = `${targetSchema}\u0000${always}\u0000${strictGroups}`;
    let variants = byClass.get(targetConstructor);
    if (!variants) byClass.set(targetConstructor, (variants = new Map()));
    let rules = variants.get(variant);
    if (!rules) {
      rules = lookUp(targetConstructor, targetSchema, always, strictGroups, groups);
      variants.set(variant, rules);
    }
    return rules;
  };
  storage.groupByPropertyName = (metadata) => {
    let byProperty = grouped.get(metadata);
    if (!byProperty) {
      byProperty = groupByProperty(metadata);
      grouped.set(metadata, byProperty);
    }
    return byProperty;
  };
  storage.addValidationMetadata = (metadata) => {
    byClass = new Map();
    grouped = new WeakMap();
    addRule(metadata);
  };
}
