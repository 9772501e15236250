import { ApiError } from '../api/errors';

/** The ApiError a call fails with; throws if the call succeeds or fails with anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
