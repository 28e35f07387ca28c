import { HttpError } from 'ra-core';
import { NETWORK_ERROR } from '../../dataProviders/errors';
import { refusalToast, serverWordsOf } from './userRefusals';

const SPEC_TOAST = {
  heading: 'rm.users.toasts.createFailedHeading',
  text: 'rm.users.toasts.createFailedText',
  args: { name: 'Nina Novak' },
  type: 'error' as const,
};
const refusal = (error: unknown) => refusalToast(error, SPEC_TOAST);

describe('serverWordsOf', () => {
  it("is the server's message, and nothing when it gave none", () => {
    expect(serverWordsOf(new HttpError('Email taken in another client', 409, {}))).toBe(
      'Email taken in another client',
    );
    expect(serverWordsOf(new HttpError(NETWORK_ERROR, 409, {}))).toBeUndefined();
    expect(serverWordsOf(new HttpError('', 403, {}))).toBeUndefined();
    expect(serverWordsOf(undefined)).toBeUndefined();
  });
});

describe('refusalToast', () => {
  it('says a 403 is not allowed, with the server\'s reason, never "try again"', () => {
    expect(refusal(new HttpError('You do not administer this user.', 403, {}))).toEqual({
      heading: 'rm.shell.accessDenied.heading',
      text: 'rm.users.toasts.forbiddenText',
      detail: ['You do not administer this user.'],
      type: 'error',
    });
    expect(refusal(new HttpError(NETWORK_ERROR, 403, {}))).toEqual({
      heading: 'rm.shell.accessDenied.heading',
      text: 'rm.users.toasts.forbiddenText',
      type: 'error',
    });
  });

  it("says a 409 or a 422 in the server's words under the action's heading", () => {
    expect(refusal(new HttpError('Email taken in another client', 409, {}))).toEqual({
      heading: 'rm.users.toasts.createFailedHeading',
      text: 'Email taken in another client',
      type: 'error',
    });
    expect(refusal(new HttpError('base: is not valid.', 422, {}))).toEqual({
      heading: 'rm.users.toasts.createFailedHeading',
      text: 'base: is not valid.',
      type: 'error',
    });
  });

  it("keeps the action's own toast for any other failure, and for a 409 without words", () => {
    expect(refusal(new HttpError('Internal server error', 500, {}))).toBe(SPEC_TOAST);
    expect(refusal(new HttpError(NETWORK_ERROR, 0, {}))).toBe(SPEC_TOAST);
    expect(refusal(new HttpError(NETWORK_ERROR, 409, {}))).toBe(SPEC_TOAST);
  });
});
