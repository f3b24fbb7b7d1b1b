import { describe, expect, it } from 'vitest';
import { ApiError, errorDetail, isApiError } from './errors.ts';

describe('ApiError', () => {
  it("carries the status and the server's detail as its message", () => {
    const error = new ApiError({ status: 409, body: { detail: 'Phone number already registered' } });
    expect(error.status).toBe(409);
    expect(error.detail).toBe('Phone number already registered');
    expect(error.message).toBe('Phone number already registered');
    expect(error.name).toBe('ApiError');
    expect(error).toBeInstanceOf(Error);
  });

  it("says 'Network error. Please check your connection.' when no response arrived", () => {
    const error = new ApiError({ status: 0 });
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(error.detail).toBeUndefined();
  });

  it('has no detail when the server sent a non-string one (zod-style list)', () => {
    const body = { detail: [{ loc: ['body', 'phone'], msg: 'field required', type: 'value_error.missing' }] };
    const error = new ApiError({ status: 422, body });
    expect(error.detail).toBeUndefined();
    expect(error.message).toBe('Request failed with status 422');
    expect(error.body).toEqual(body);
    expect(error.isNetworkError).toBe(false);
  });

  it('reads the field errors of a 422, the first message per field', () => {
    const error = new ApiError({
      status: 422,
      body: {
        detail: 'Invalid input',
        errors: [
          { field: 'phone', message: 'Phone number is required' },
          { field: 'phone', message: 'Phone number must be exactly 10 digits' },
          { field: 'password', message: 'Password must be at least 6 characters' },
          { field: 7, message: 'malformed' },
          'junk',
        ],
      },
    });
    expect(error.errors).toHaveLength(3);
    expect(error.fieldErrors()).toEqual({ phone: 'Phone number is required', password: 'Password must be at least 6 characters' });
  });

  it('has no field errors when the body has none', () => {
    expect(new ApiError({ status: 500, body: 'Internal Server Error' }).fieldErrors()).toEqual({});
  });

  it('keeps the cause', () => {
    const cause = new TypeError('fetch failed');
    expect(new ApiError({ status: 0, cause }).cause).toBe(cause);
  });
});

describe('the text shown for a failed call', () => {
  it("is the server's detail when it sent one", () => {
    expect(errorDetail(new ApiError({ status: 400, body: { detail: 'Not enough stock' } }), 'Failed to place order. Please try again.')).toBe(
      'Not enough stock',
    );
  });

  it('is the network text when no response arrived', () => {
    expect(errorDetail(new ApiError({ status: 0 }), 'Login failed')).toBe('Network error. Please check your connection.');
    expect(errorDetail(new ApiError({ status: 0 }), 'Login failed', 'Offline')).toBe('Offline');
  });

  it('is the fallback for a non-string detail, no detail, or something that is not an ApiError', () => {
    expect(errorDetail(new ApiError({ status: 422, body: { detail: [{ msg: 'x' }] } }), 'Registration failed')).toBe('Registration failed');
    expect(errorDetail(new ApiError({ status: 500 }), 'Login failed')).toBe('Login failed');
    expect(errorDetail(new Error('boom'), 'Login failed')).toBe('Login failed');
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(new ApiError({ status: 500 }))).toBe(true);
  });
});
