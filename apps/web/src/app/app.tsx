import { PRODUCT_NAME, PRODUCT_VERSION } from '@sagitta/domain';

/**
 * The application root. The shell (sign-in, routes and guards, navigation) arrives with the
 * web-shell issue; until then this page only proves that the server serves the built app.
 */
export function App() {
  return (
    <main>
      <h1>{PRODUCT_NAME}</h1>
      <p>Spine surgery planning and imaging, version {PRODUCT_VERSION}.</p>
    </main>
  );
}
