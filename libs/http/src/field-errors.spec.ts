import { plainToInstance } from 'class-transformer';
import { IsDefined, IsString, ValidateNested, validateSync } from 'class-validator';
import { Type } from 'class-transformer';
import { toFieldErrors } from './field-errors';

class Child {
  @IsString({ message: 'label must be a string.' })
  label!: string;
}

class Parent {
  @IsDefined({ message: 'name is required.' })
  name!: string;

  @ValidateNested({ each: true })
  @Type(() => Child)
  items!: Child[];
}

describe('toFieldErrors', () => {
  it('flattens nested errors into JSON paths, with codes, and lists accepted fields for unknown ones', () => {
    const input = plainToInstance(Parent, { items: [{ label: 'ok' }, { label: 3 }], nmae: 'typo' });
    const errors = toFieldErrors(validateSync(input, { whitelist: true, forbidNonWhitelisted: true }));
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required', message: 'name is required.' },
        { field: 'items[1].label', code: 'invalid_type', message: 'label must be a string.' },
        {
          field: 'nmae',
          code: 'unknown_field',
          message:
            '"nmae" is not a known field: remove it or check its spelling (accepted fields: items, name).',
        },
      ]),
    );
    expect(errors).toHaveLength(3);
  });
});
