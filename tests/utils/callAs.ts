/**
 * A call made in another browser, as a form POST with `userCode`'s own session (this window's
 * session is left as it is); resolves the answer's data and fails on any other code than 200.
 * `origin`: the backend's address (this window's in jsdom, where MSW answers; a browser test passes
 * its standalone mock's).
 */
export async function callAs(
  userCode: string,
  path: string,
  params: Record<string, string>,
  origin = window.location.origin,
) {
  const form = new FormData();
  form.append('username', userCode);
  form.append('password', '123456');
  const login = await (await fetch(`${origin}/login`, { method: 'POST', body: form })).json();
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      Authorization: login.data.authorization,
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    },
    body: new URLSearchParams(params).toString(),
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}
