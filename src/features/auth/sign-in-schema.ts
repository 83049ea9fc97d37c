// The sign-in form's schema and its check, in a module of their own so that the page can show
// before zod arrives: LoginPage loads this on the form's first use.
import * as z from 'zod/mini';

export const signInSchema = z.object({
  userName: z.string().check(z.trim(), z.minLength(1, 'Enter your user name')),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
export type SignInValues = z.infer<typeof signInSchema>;
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

export type SignInCheck = { ok: true; data: SignInValues } | { ok: false; errors: SignInErrors };

/** The schema's output, or the first message of each field it refused. */
export function checkSignIn(values: SignInValues): SignInCheck {
  const parsed = signInSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: SignInErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'userName' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
