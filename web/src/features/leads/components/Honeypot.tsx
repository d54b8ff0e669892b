/**
 * The hidden field of the lead forms: out of sight and out of the tab order, so people leave it
 * empty; form-filling bots fill it, and the server then stores nothing (while answering ok). The
 * forms' islands read it as they send.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
