import { useEffect, useRef, useState } from 'preact/hooks';
import { onAdminTokenNeeded, setAdminToken } from '../api.js';

/**
 * Asks for the admin token when the admin API answers 401 (the mock runs with --admin-token). The token
 * stays in this tab's sessionStorage and goes out as `Authorization: Bearer <token>`.
 */
export function TokenDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [token, setToken] = useState('');
  const resolver = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    onAdminTokenNeeded(
      (why) =>
        new Promise<void>((resolve) => {
          resolver.current = resolve;
          setReason(why);
          if (!dialog.current?.open) dialog.current?.showModal();
        }),
    );
  }, []);

  const submit = (event: Event) => {
    event.preventDefault();
    if (!token) return;
    setAdminToken(token);
    setToken('');
    dialog.current?.close();
    resolver.current?.();
  };

  return (
    <dialog ref={dialog} aria-labelledby="token-title" onCancel={(e) => e.preventDefault()}>
      <form onSubmit={submit} class="form">
        <h2 id="token-title">Admin token needed</h2>
        <p>{reason}</p>
        <p class="muted">This mock was started with --admin-token (or ADMIN_TOKEN). Enter it to continue; it is kept for this tab only.</p>
        <label>
          Admin token
          <input type="password" autocomplete="off" value={token} onInput={(e) => setToken(e.currentTarget.value)} required />
        </label>
        <button type="submit">Use token</button>
      </form>
    </dialog>
  );
}
