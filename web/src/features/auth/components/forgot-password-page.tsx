/** Screen of issue 14; its feature fills it in. */
export function ForgotPasswordPage() {
  return null;
}
