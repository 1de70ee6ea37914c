import { SignInRequestForm } from './SignInRequestForm';
import './account.css';

/** /m/sign_in: ask for a sign-in link. */
export function SignInPage() {
  document.title = 'Sign in';
  return (
    <main className="page">
      <section className="card">
        <h1>Sign in to Your Bookings</h1>
        <SignInRequestForm />
      </section>
    </main>
  );
}
