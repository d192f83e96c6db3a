import { getMetadataStorage, IsInt, IsString, Length, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Parent {
  @IsString()
  @Length(1, 5)
  name!: string;
}

const options = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  stopAtFirstError: true,
};
const broken = (errors: ReturnType<typeof validateSync>) =>
  errors.map((e) => [e.property, Object.keys(e.constraints ?? {})]);

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('looks a class up once, and validates exactly as uncached', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Parent, '', false, false);
    expect(storage.getTargetValidationMetadatas(Parent, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));

    expect(broken(validateSync(Object.assign(new Parent(), { name: 'ok' }), options))).toEqual([]);
    expect(broken(validateSync(Object.assign(new Parent(), { name: 'too long' }), options))).toEqual([
      ['name', ['isLength']],
    ]);
    expect(broken(validateSync(Object.assign(new Parent(), { name: 'ok', extra: 1 }), options))).toEqual([
      ['extra', ['whitelistValidation']],
    ]);
  });

  it('forgets what it knew when a class registered later adds rules, inherited ones included', () => {
    expect(broken(validateSync(Object.assign(new Parent(), { name: 'ok' }), options))).toEqual([]);

    class Child extends Parent {
      @IsInt()
      count!: number;
    }

    expect(broken(validateSync(Object.assign(new Child(), { name: 'ok', count: 'x' }), options))).toEqual([
      ['count', ['isInt']],
    ]);
    expect(broken(validateSync(Object.assign(new Child(), { name: 'too long', count: 1 }), options))).toEqual(
      [['name', ['isLength']]],
    );
    // The parent did not gain the child's rule.
    expect(broken(validateSync(Object.assign(new Parent(), { name: 'ok', count: 1 }), options))).toEqual([
      ['count', ['whitelistValidation']],
    ]);

    // A rule added to the parent after both were looked up reaches both.
    IsInt()(Parent.prototype, 'age');
    expect(broken(validateSync(Object.assign(new Parent(), { name: 'ok', age: 'x' }), options))).toEqual([
      ['age', ['isInt']],
    ]);
    expect(
      broken(validateSync(Object.assign(new Child(), { name: 'ok', count: 1, age: 'x' }), options)),
    ).toEqual([['age', ['isInt']]]);
  });

  it('is installed once, however often it is called', () => {
    const lookUp = getMetadataStorage().getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(getMetadataStorage().getTargetValidationMetadatas).toBe(lookUp);
  });
});
