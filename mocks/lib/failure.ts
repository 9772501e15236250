import type { Text } from './text';

/**
 * A business failure thrown by the mock's rules, deep inside a call: the call's wrapper (`session` in
 * mocks/lib/session.ts) answers it as `{code, msg}` with the text in the request's language, as the real
 * user-api answers a refusal (HTTP 200, another body code).
 */
export class BusinessFailure extends Error {
  constructor(
    readonly code: number,
    readonly text: Text,
  ) {
    super(text.en);
  }
}

export const failure = (text: Text, code = 400) => new BusinessFailure(code, text);
