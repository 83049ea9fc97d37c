// The sign-in form's schema and resolver, in a module of their own so that the page can show
// before zod arrives: LoginPage loads this on the form's first use.
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const signInSchema = z.object({
  userName: z.string().check(z.trim(), z.minLength(1, 'Enter your user name')),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signInResolver = zodResolver(signInSchema);
