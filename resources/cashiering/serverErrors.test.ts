import { i18nProvider } from '../../src/i18n';
import { formFieldErrors, otherFieldErrors, serverErrorWords } from './serverErrors';

const t = i18nProvider.translate;

describe('serverErrorWords', () => {
  it.each([
    ['posClients', 'brand', 'has already been taken', 'This brand is already used by another client.'],
    ['posClients', 'slug', 'has already been taken', 'This slug is already used by another client.'],
    ['agencies', 'slug', 'has already been taken', 'This slug is already used by another agency.'],
    ['agencies', 'code', 'has already been taken', 'This code is already used by another agency.'],
    ['locations', 'location_code', 'has already been taken', 'This location code is already used by another location.'],
    ['terminals', 'kiosk_id', 'has already been taken', 'This kiosk ID is already used by another terminal.'],
    ['terminals', 'name', 'has already been taken', 'This Name is already in use.'],
    ['locations', 'city', "can't be blank", 'City is required'],
    ['agencies', 'code', "can't be blank when slug is given", 'Code is required'],
    ['locations', 'state', 'is not included in the list', 'State is not one of the choices. Choose again.'],
    ['terminals', 'location_id', 'must exist', 'Location is not one of the choices. Choose again.'],
    ['agencies', 'code', 'is too long (maximum is 50 characters)', 'Code is too long (at most 50 characters).'],
    ['posClients', 'split_fee_mid_default', 'is too long, must be digits', 'Split Fee MID Default is too long.'],
    ['locations', 'email', 'is not a valid email', 'Email is not valid'],
    ['agencies', 'header_url', 'is not a valid URL', 'Receipt Header URL is not valid.'],
    [
      'agencies',
      'convenience_fee',
      'cannot be combined with split or service fees',
      'Convenience Fee: cannot be combined with split or service fees.',
    ],
  ])('%s %s "%s" reads "%s"', (resource, field, details, words) => {
    expect(serverErrorWords(resource, field, details, t)).toBe(words);
  });
});

describe('formFieldErrors', () => {
  it('puts the errors of the form’s fields in words and leaves the others to the alert', () => {
    const errors = { slug: 'has already been taken', default_float: 'is invalid', base: 'Something' };
    expect(formFieldErrors(errors, ['slug', 'default_float'], 'locations', t)).toEqual({
      slug: 'This slug is already in use.',
      default_float: 'Default Float is not valid.',
    });
    expect(otherFieldErrors(errors, ['slug', 'default_float'])).toEqual(['base: Something.']);
  });

  it('is nothing when the save went through or no error is at a field', () => {
    expect(formFieldErrors(undefined, ['slug'], 'agencies', t)).toBeUndefined();
    expect(formFieldErrors({ brand: 'has already been taken' }, ['slug'], 'posClients', t)).toBeUndefined();
    expect(otherFieldErrors(undefined, ['slug'])).toEqual([]);
  });
});
