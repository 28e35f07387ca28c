import { formFieldErrors } from './PosForm';

describe('formFieldErrors', () => {
  it('keeps the errors of the form’s fields and leaves the others to the alert', () => {
    expect(
      formFieldErrors(
        { slug: 'has already been taken', default_float: 'is invalid, must be positive', base: 'Something' },
        ['slug', 'default_float'],
      ),
    ).toEqual({
      slug: 'has already been taken',
      default_float: 'is invalid, must be positive',
    });
  });

  it('is nothing when the save went through or no error is at a field', () => {
    expect(formFieldErrors(undefined, ['slug'])).toBeUndefined();
    expect(formFieldErrors({ brand: 'has already been taken' }, ['slug'])).toBeUndefined();
  });
});
