import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './form-errors';

describe('form errors', () => {
  it('serverFieldErrors reads the issues of a 400 answer, and nothing from other errors', () => {
    const error = new ApiError(400, 'Invalid request', [
      { path: 'email', message: 'Email is already registered' },
      { path: 'email', message: 'second problem' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ email: 'Email is already registered' });
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});
