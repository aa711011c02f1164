/** Shown while a page's data loads. */
export function LoadingPage() {
  return (
    <div className="page" role="status">
      <p className="muted">Loading...</p>
    </div>
  );
}
