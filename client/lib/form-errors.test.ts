import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { serverFieldErrors, validate } from './form-errors';

describe('form errors', () => {
  const schema = z.object({ email: z.string().min(1, 'Email is required'), options: z.array(z.object({ text: z.string().min(1, 'Option text is required') })) });

  it('validate returns the parsed data, or the first message per field path', () => {
    expect(validate(schema, { email: 'a@b.c', options: [{ text: 'x' }] })).toEqual({ success: true, data: { email: 'a@b.c', options: [{ text: 'x' }] } });
    expect(validate(schema, { email: '', options: [{ text: 'x' }, { text: '' }] })).toEqual({
      success: false,
      errors: { email: 'Email is required', 'options.1.text': 'Option text is required' },
    });
  });

  it('serverFieldErrors reads the issues of a 400 answer, and nothing from other errors', () => {
    const error = new ApiError(400, 'Invalid request', [
      { path: 'email', message: 'Email is already registered' },
      { path: 'email', message: 'second problem' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ email: 'Email is already registered' });
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});
