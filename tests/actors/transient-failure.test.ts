import { describe, expect, it } from 'vitest';
import { isTransientFailure } from '../../src/actors/transient-failure';
import { ApiError } from '../../src/api/errors';

describe('isTransientFailure (a poll may be asked again)', () => {
  it.each([
    ['no answer (network)', new ApiError('FETCH_ERROR'), true],
    ['the client time-out', new ApiError('TIMEOUT_ERROR'), true],
    ['HTTP 503', new ApiError('HTTP_ERROR', { status: 503 }), true],
    ['HTTP 500', new ApiError('HTTP_ERROR', { status: 500 }), true],
    ['HTTP 429', new ApiError('HTTP_ERROR', { status: 429 }), true],
    ['HTTP 404', new ApiError('HTTP_ERROR', { status: 404 }), false],
    ['HTTP 403', new ApiError('HTTP_ERROR', { status: 403 }), false],
    ['an unreadable answer', new ApiError('PARSING_ERROR', { status: 200 }), false],
    ['an unknown report type', new Error('Invalid report type: Bogus'), false],
  ])('%s → %s', (_label, error, transient) => {
    expect(isTransientFailure(error)).toBe(transient);
  });
});
