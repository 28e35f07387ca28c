import { errorMessageOf, fieldErrorsOf, formErrorsOf, lastPartOf } from './errors';

describe('formErrorsOf', () => {
  it('keeps every detail of a field and says each after the field, in words', () => {
    expect(formErrorsOf({ name: ['is too long', 'must start with a letter'], city: ['is unknown'] })).toEqual({
      name: 'Name is too long. Name must start with a letter.',
      city: 'City is unknown.',
    });
  });

  it('reads the same details alike whichever shape the server sent them in', () => {
    const rails = fieldErrorsOf({ errors: { name: ['is too long', 'must start with a letter'] } });
    const list = fieldErrorsOf({
      errors: [
        { field: 'name', detail: 'is too long' },
        { source: { pointer: '/data/attributes/name' }, detail: 'must start with a letter.' },
      ],
    });
    expect(formErrorsOf(list)).toEqual(formErrorsOf(rails));
  });

  it('names snake_case and camelCase fields as words, and keeps a detail that is a sentence already', () => {
    expect(
      formErrorsOf({
        location_code: ['is invalid'],
        firstName: ["can't be blank"],
        agencies: ['Municipal Court is closed to new members'],
      }),
    ).toEqual({
      location_code: 'Location code is invalid.',
      firstName: "First name can't be blank.",
      agencies: 'Municipal Court is closed to new members.',
    });
  });

  it('puts nested keys on their form field and joins what lands on one field', () => {
    expect(
      formErrorsOf({
        'locations_config_attributes.default_float': ['is not a number'],
        default_float: ['must be at most 9999999.99'],
      }),
    ).toEqual({ default_float: 'Default float is not a number. Default float must be at most 9999999.99.' });
    expect(lastPartOf('data/profile/email')).toBe('email');
  });

  it("uses the form's own words (an i18n key) for a field's only detail when the backend knows them", () => {
    const known = { slug: { 'has already been taken': 'rm.pos.serverErrors.taken.agency.slug' } };
    expect(formErrorsOf({ slug: ['has already been taken'] }, { known })).toEqual({
      slug: 'rm.pos.serverErrors.taken.agency.slug',
    });
    // With another detail beside it, every detail is said in words.
    expect(formErrorsOf({ slug: ['has already been taken', 'is too long'] }, { known })).toEqual({
      slug: 'Slug has already been taken. Slug is too long.',
    });
  });

  it('leaves out base and the fields the backend maps to none; nothing left is undefined', () => {
    expect(formErrorsOf({ base: ['Not now'], name: ['is odd'] })).toEqual({ name: 'Name is odd.' });
    expect(formErrorsOf({ base: ['Not now'] })).toBeUndefined();
    expect(formErrorsOf({ grant_agencies: ['is closed'] }, { field: () => undefined })).toBeUndefined();
    expect(formErrorsOf(undefined)).toBeUndefined();
  });
});

describe('errorMessageOf', () => {
  it('says an errors list as "field: detail1, detail2." per field, every detail kept', () => {
    expect(
      errorMessageOf({ errors: { name: ['is too long', 'must start with a letter'], city: ['is unknown'] } }),
    ).toBe('name: is too long, must start with a letter.\ncity: is unknown.');
  });
});
