export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        One heading and one paragraph, built by the same Next.js as the site: what the framework costs before
        the site adds anything.
      </p>
    </main>
  );
}
