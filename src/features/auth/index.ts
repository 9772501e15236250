/** The account feature: login, registration, password reset, and the chat-app phone authorisation. */
export {
  afterSignInPath,
  authorisePhone,
  completeSignIn,
  type PhoneAuthOutcome,
  refusedPhone,
} from './sign-in';
