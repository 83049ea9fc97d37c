// Auth calls a screen makes outside the session machine (features may not import src/api).
import { forgotPassword } from '../api/auth';
import { errorMessage } from '../api/errors';
import { useAppActors } from './hooks';

export function useAuthCalls() {
  const { client } = useAppActors();
  return {
    forgotPassword: (userName: string) => forgotPassword(client, userName),
    /** The text of a failed call, in spec §8's order. */
    describeError: errorMessage,
  };
}
