import { HttpError } from 'ra-core';
import { serverFieldErrors } from './PosForm';

describe('serverFieldErrors', () => {
  it('gives each form field its details, joined, and leaves other keys to the alert', () => {
    const error = new HttpError('x', 422, {
      fieldErrors: { slug: ['has already been taken'], 'locations_config_attributes.default_float': ['is invalid', 'must be positive'], base: ['Something'] },
    });
    expect(serverFieldErrors(error, ['slug', 'default_float'])).toEqual({ slug: 'has already been taken', default_float: 'is invalid, must be positive' });
  });

  it('is empty for an error without a list', () => {
    expect(serverFieldErrors(new Error('Network error'), ['slug'])).toEqual({});
  });
});
