/** Says why a resume link could not be opened, above the (fresh) form. */
export function ResumeFailure({ message }: { message: string }) {
  return (
    <div className="app-card draft-notice" role="alert">
      <p>{message} You can fill in the application again below.</p>
    </div>
  );
}
